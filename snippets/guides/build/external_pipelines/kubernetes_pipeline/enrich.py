import os

from dagster_pipes import open_dagster_pipes


def main() -> None:
    # The pod gets DAGSTER_PIPES_CONTEXT and DAGSTER_PIPES_MESSAGES as environment
    # variables; messages are written to the container log, which Dagster reads.
    with open_dagster_pipes() as pipes:
        country = pipes.get_extra("country")
        api_url = os.environ["GEO_API_URL"]
        pipes.log.info(f"Enriching addresses for {country} using {api_url}")
        pipes.report_asset_materialization(metadata={"country": country, "addresses": 20412})


if __name__ == "__main__":
    main()
