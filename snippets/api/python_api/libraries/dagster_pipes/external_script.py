# This script runs outside Dagster, for example launched by dg.PipesSubprocessClient.
# [start:open_dagster_pipes]
import pandas as pd
from dagster_pipes import open_dagster_pipes


def main():
    with open_dagster_pipes() as pipes:
        # Values passed with `extras=` on the orchestration side.
        source_path = pipes.get_extra("source_path")
        pipes.log.info(f"Cleaning orders from {source_path} for run {pipes.run_id}")

        orders = pd.read_csv(source_path)
        cleaned = orders.dropna(subset=["customer_id"])
        cleaned.to_parquet("cleaned_orders.parquet")

        pipes.report_asset_materialization(
            metadata={
                "row_count": len(cleaned),
                "dropped_rows": {"raw_value": len(orders) - len(cleaned), "type": "int"},
            },
            data_version=str(len(cleaned)),
        )
        pipes.report_asset_check(
            check_name="no_negative_amounts",
            passed=bool((cleaned["amount"] >= 0).all()),
            severity="WARN",
        )


if __name__ == "__main__":
    main()
# [end:open_dagster_pipes]
