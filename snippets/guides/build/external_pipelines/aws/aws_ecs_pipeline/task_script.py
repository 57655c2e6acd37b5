from dagster_pipes import open_dagster_pipes


def export_orders(prefix: str) -> int:
    # Stand-in for the real export; returns the number of files written.
    return 12


def main() -> None:
    # The context arrives in environment variables, and messages go to stdout,
    # which the awslogs driver ships to CloudWatch Logs for Dagster to read.
    with open_dagster_pipes() as pipes:
        prefix = pipes.get_extra("export_prefix")
        pipes.log.info(f"Exporting orders under {prefix}")
        files = export_orders(prefix)
        pipes.report_asset_materialization(metadata={"files_written": files, "prefix": prefix})


if __name__ == "__main__":
    main()
