import dagster as dg
from dagster_airlift.core import assets_with_task_mappings

# The DAG runs @daily, so each Airflow logical date matches one daily partition.
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")

raw_orders = dg.AssetSpec("raw_orders", partitions_def=daily)
daily_sales = dg.AssetSpec("daily_sales", deps=[raw_orders], partitions_def=daily)
sales_report_csv = dg.AssetSpec("sales_report_csv", deps=[daily_sales], partitions_def=daily)

sales_refresh_assets = assets_with_task_mappings(
    dag_id="nightly_sales_refresh",
    task_mappings={
        "load_orders": [raw_orders],
        "build_daily_sales": [daily_sales],
        "export_sales_report": [sales_report_csv],
    },
)
