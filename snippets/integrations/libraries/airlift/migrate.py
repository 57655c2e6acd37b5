import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    assets_with_task_mappings,
    build_defs_from_airflow_instance,
)

airflow_instance = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.getenv("AIRFLOW_WEBSERVER_URL", "http://localhost:8080"),
        username=os.getenv("AIRFLOW_USERNAME", "admin"),
        password=os.getenv("AIRFLOW_PASSWORD", ""),
    ),
    name="analytics_airflow",
)


# The load_orders task is now implemented in Dagster. Once the task is marked as
# proxied in Airflow, Airflow triggers this asset instead of running the task.
@dg.asset
def raw_orders(context: dg.AssetExecutionContext) -> None:
    context.log.info("Copying yesterday's orders into the warehouse")


revenue_assets = assets_with_task_mappings(
    dag_id="daily_revenue",
    task_mappings={
        "load_orders": [raw_orders],
        "build_report": [dg.AssetSpec("revenue_report", deps=[raw_orders])],
    },
)

defs = build_defs_from_airflow_instance(
    airflow_instance=airflow_instance,
    defs=dg.Definitions(assets=revenue_assets),
)
