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


@dg.asset(description="Orders copied from the shop's export")
def raw_orders() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"row_count": steps.load_orders()})


@dg.asset(deps=[raw_orders], description="Orders and revenue per day")
def daily_sales() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"days": steps.build_daily_sales()})


@dg.asset(deps=[daily_sales], description="CSV for finance")
def sales_report_csv() -> dg.MaterializeResult:
    path = steps.export_sales_report()
    return dg.MaterializeResult(metadata={"path": dg.MetadataValue.path(path)})


@dg.asset_check(asset=sales_report_csv, description="The sales report has at least one day in it")
def sales_report_has_rows() -> dg.AssetCheckResult:
    with open(steps.EXPORT_DIR / "daily_sales_report.csv") as report:
        data_rows = sum(1 for _ in report) - 1
    return dg.AssetCheckResult(passed=data_rows > 0, metadata={"days_in_report": data_rows})


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
    defs=dg.Definitions(assets=sales_refresh_assets, asset_checks=[sales_report_has_rows]),
)
