import argparse

from dagster_pipes import open_dagster_pipes


def score_returns(day: str) -> int:
    """The script's existing logic. Returns the number of returns it scored."""
    ...
    return 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--day", required=True)
    args = parser.parse_args()

    # Outside Dagster, open_dagster_pipes() warns and the reporting calls do nothing,
    # so the script still runs from Airflow's BashOperator unchanged.
    with open_dagster_pipes() as pipes:
        scored = score_returns(args.day)
        pipes.log.info(f"Scored {scored} returns for {args.day}")
        pipes.report_asset_materialization(metadata={"scored_returns": scored})


if __name__ == "__main__":
    main()
