import os

from dagster_pipes import open_dagster_pipes


def main() -> None:
    with open_dagster_pipes() as pipes:
        currency = pipes.get_extra("currency")
        min_amount = pipes.get_extra("min_amount")
        database_url = os.environ["ORDERS_DB_URL"]
        pipes.log.info(f"Reading orders above {min_amount} {currency} from {database_url}")
        pipes.report_asset_materialization(metadata={"currency": currency})


if __name__ == "__main__":
    main()
