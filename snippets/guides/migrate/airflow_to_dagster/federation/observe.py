import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    build_airflow_polling_sensor,
    load_airflow_dag_asset_specs,
)

# [start:instances]
commerce_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.environ.get("COMMERCE_AIRFLOW_URL", "http://localhost:8081"),
        username=os.environ.get("COMMERCE_AIRFLOW_USERNAME", "admin"),
        password=os.environ.get("COMMERCE_AIRFLOW_PASSWORD", "admin"),
    ),
    name="commerce",
)

analytics_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.environ.get("ANALYTICS_AIRFLOW_URL", "http://localhost:8082"),
        username=os.environ.get("ANALYTICS_AIRFLOW_USERNAME", "admin"),
        password=os.environ.get("ANALYTICS_AIRFLOW_PASSWORD", "admin"),
    ),
    name="analytics",
)
# [end:instances]

# [start:specs]
[load_orders_dag] = load_airflow_dag_asset_specs(
    airflow_instance=commerce_airflow,
    dag_selector_fn=lambda dag: dag.dag_id == "load_orders",
)
[order_metrics_dag] = load_airflow_dag_asset_specs(
    airflow_instance=analytics_airflow,
    dag_selector_fn=lambda dag: dag.dag_id == "order_metrics",
)
# [end:specs]

# [start:lineage]
# The metrics DAG reads what the orders DAG loads, across the two instances.
order_metrics_dag = order_metrics_dag.replace_attributes(deps=[load_orders_dag])
# [end:lineage]

# [start:sensors]
commerce_sensor = build_airflow_polling_sensor(
    mapped_assets=[load_orders_dag],
    airflow_instance=commerce_airflow,
)
analytics_sensor = build_airflow_polling_sensor(
    mapped_assets=[order_metrics_dag],
    airflow_instance=analytics_airflow,
)
# [end:sensors]

defs = dg.Definitions(
    assets=[load_orders_dag, order_metrics_dag],
    sensors=[commerce_sensor, analytics_sensor],
)
