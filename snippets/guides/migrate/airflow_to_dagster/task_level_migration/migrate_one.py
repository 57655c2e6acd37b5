import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    assets_with_task_mappings,
    build_defs_from_airflow_instance,
)
from shop_etl import steps

shop_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.environ.get("AIRFLOW_URL", "http://localhost:8080"),
        username=os.environ.get("AIRFLOW_USERNAME", "admin"),
        password=os.environ.get("AIRFLOW_PASSWORD", "admin"),
    ),
    name="shop_airflow",
)


# [start:raw_orders]
@dg.asset(description="Orders copied from the shop's export")
def raw_orders() -> dg.MaterializeResult:
    row_count = steps.load_orders()
    return dg.MaterializeResult(metadata={"row_count": row_count})
# [end:raw_orders]


daily_sales = dg.AssetSpec("daily_sales", deps=[raw_orders], description="Orders and revenue per day")
sales_report_csv = dg.AssetSpec("sales_report_csv", deps=[daily_sales], description="CSV for finance")

sales_refresh_assets = assets_with_task_mappings(
    dag_id="nightly_sales_refresh",
    task_mappings={
        "load_orders": [raw_orders],
        "build_daily_sales": [daily_sales],
        "export_sales_report": [sales_report_csv],
    },
)

defs = build_defs_from_airflow_instance(
    airflow_instance=shop_airflow,
    defs=dg.Definitions(assets=sales_refresh_assets),
)
