import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    DagInfo,
    assets_with_task_mappings,
    build_defs_from_airflow_instance,
)

shop_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.environ["AIRFLOW_URL"],
        username=os.environ["AIRFLOW_USERNAME"],
        password=os.environ["AIRFLOW_PASSWORD"],
    ),
    name="shop_airflow",
)


def is_sales_dag(dag: DagInfo) -> bool:
    """Keeps the DAGs that carry the `sales` tag in Airflow."""
    return any(tag["name"] == "sales" for tag in dag.metadata.get("tags", []))


defs = build_defs_from_airflow_instance(
    airflow_instance=shop_airflow,
    defs=dg.Definitions(
        assets=assets_with_task_mappings(
            dag_id="nightly_sales_refresh",
            task_mappings={"load_orders": [dg.AssetSpec("raw_orders")]},
        ),
    ),
    dag_selector_fn=is_sales_dag,
    sensor_minimum_interval_seconds=120,
)
