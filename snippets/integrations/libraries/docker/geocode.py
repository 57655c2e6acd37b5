import csv
import sys

from dagster_pipes import open_dagster_pipes


def main(input_path: str) -> None:
    # open_dagster_pipes reads the context Dagster injected through environment
    # variables and writes structured messages to the container's log stream.
    with open_dagster_pipes() as pipes:
        with open(input_path, newline="") as handle:
            stores = list(csv.DictReader(handle))
        pipes.log.info(f"Geocoding {len(stores)} stores")
        missing = sum(1 for store in stores if not store.get("postcode"))
        pipes.report_asset_materialization(
            metadata={"store_count": len(stores), "missing_postcodes": missing}
        )


if __name__ == "__main__":
    main(sys.argv[sys.argv.index("--input") + 1])
