import os
from pathlib import Path

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    assets_with_task_mappings,
    build_defs_from_airflow_instance,
)

shop_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.environ.get("AIRFLOW_URL", "http://localhost:8080"),
        username=os.environ.get("AIRFLOW_USERNAME", "admin"),
        password=os.environ.get("AIRFLOW_PASSWORD", "admin"),
    ),
    name="shop_airflow",
)

REPORT_PATH = Path(os.environ.get("SHOP_EXPORT_DIR", "exports")) / "daily_sales_report.csv"

# [start:mapping]
raw_orders = dg.AssetSpec("raw_orders", description="Orders copied from the shop's export")
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
# [end:mapping]


# [start:check]
@dg.asset_check(asset=sales_report_csv, description="The sales report has at least one day in it")
def sales_report_has_rows() -> dg.AssetCheckResult:
    if not REPORT_PATH.exists():
        return dg.AssetCheckResult(passed=False, description=f"{REPORT_PATH} does not exist")
    data_rows = len(REPORT_PATH.read_text().splitlines()) - 1
    return dg.AssetCheckResult(passed=data_rows > 0, metadata={"days_in_report": data_rows})
# [end:check]


defs = build_defs_from_airflow_instance(
    airflow_instance=shop_airflow,
    defs=dg.Definitions(assets=sales_refresh_assets, asset_checks=[sales_report_has_rows]),
)
