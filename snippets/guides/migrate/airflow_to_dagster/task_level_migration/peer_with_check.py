import os
from pathlib import Path

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
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


@dg.asset_check(
    asset=dg.AssetKey(["shop_airflow", "dag", "nightly_sales_refresh"]),
    description="The DAG leaves a sales report with at least one day in it",
)
def sales_report_has_rows() -> dg.AssetCheckResult:
    if not REPORT_PATH.exists():
        return dg.AssetCheckResult(passed=False, description=f"{REPORT_PATH} does not exist")
    data_rows = len(REPORT_PATH.read_text().splitlines()) - 1
    return dg.AssetCheckResult(passed=data_rows > 0, metadata={"days_in_report": data_rows})


defs = build_defs_from_airflow_instance(
    airflow_instance=shop_airflow,
    defs=dg.Definitions(asset_checks=[sales_report_has_rows]),
)
