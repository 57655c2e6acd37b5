from dagster_pipes import open_dagster_pipes


def main() -> None:
    with open_dagster_pipes() as pipes:
        warehouse = pipes.get_extra("warehouse")
        pipes.log.info(f"Counting stock in {warehouse}")
        pipes.report_asset_materialization(metadata={"skus": 1830, "warehouse": warehouse})


if __name__ == "__main__":
    main()
