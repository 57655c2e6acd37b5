import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    build_airflow_polling_sensor,
    load_airflow_dag_asset_specs,
)

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

[load_orders_dag] = load_airflow_dag_asset_specs(
    airflow_instance=commerce_airflow,
    dag_selector_fn=lambda dag: dag.dag_id == "load_orders",
)
[order_metrics_dag] = load_airflow_dag_asset_specs(
    airflow_instance=analytics_airflow,
    dag_selector_fn=lambda dag: dag.dag_id == "order_metrics",
)

# [start:condition]
order_metrics_dag = order_metrics_dag.replace_attributes(
    deps=[load_orders_dag],
    automation_condition=dg.AutomationCondition.eager(),
)
# [end:condition]


# [start:multi_asset]
@dg.multi_asset(specs=[order_metrics_dag])
def run_order_metrics(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Runs the order_metrics DAG in the analytics Airflow and waits for it to finish."""
    run_id = analytics_airflow.trigger_dag("order_metrics")
    context.log.info(f"Triggered Airflow run {run_id} of order_metrics")
    analytics_airflow.wait_for_run_completion("order_metrics", run_id, timeout=3600)
    state = analytics_airflow.get_run_state("order_metrics", run_id)
    if state != "success":
        raise dg.Failure(description=f"Airflow run {run_id} of order_metrics ended as {state}")
    return dg.MaterializeResult(
        asset_key=order_metrics_dag.key,
        metadata={"airflow_run_id": run_id},
    )
# [end:multi_asset]


commerce_sensor = build_airflow_polling_sensor(
    mapped_assets=[load_orders_dag],
    airflow_instance=commerce_airflow,
)
analytics_sensor = build_airflow_polling_sensor(
    mapped_assets=[order_metrics_dag],
    airflow_instance=analytics_airflow,
)

# [start:automation_sensor]
automation_sensor = dg.AutomationConditionSensorDefinition(
    name="federation_automation_sensor",
    target=dg.AssetSelection.all(),
    default_status=dg.DefaultSensorStatus.RUNNING,
)
# [end:automation_sensor]

defs = dg.Definitions(
    assets=[load_orders_dag, run_order_metrics],
    sensors=[commerce_sensor, analytics_sensor, automation_sensor],
)
