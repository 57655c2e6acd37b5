from dagster_pipes import open_dagster_pipes

ROW_COUNTS = {"orders_clean": 5120, "customers_clean": 871}


def main() -> None:
    with open_dagster_pipes() as pipes:
        # asset_keys lists every asset selected in this run, as strings.
        for asset_key in pipes.asset_keys:
            pipes.report_asset_materialization(
                asset_key=asset_key,
                metadata={"row_count": ROW_COUNTS[asset_key]},
            )


if __name__ == "__main__":
    main()
