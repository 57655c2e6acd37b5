from dagster_pipes import open_dagster_pipes


def main() -> None:
    with open_dagster_pipes() as pipes:
        day = pipes.partition_key
        window = pipes.partition_time_window
        pipes.log.info(f"Loading orders for {day}")
        if window is not None:
            pipes.log.info(f"Time window: {window['start']} to {window['end']}")
        pipes.report_asset_materialization(metadata={"partition": day})


if __name__ == "__main__":
    main()
