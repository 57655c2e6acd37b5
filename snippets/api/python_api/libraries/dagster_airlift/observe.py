import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    assets_with_task_mappings,
    build_defs_from_airflow_instance,
)

# [start:instance]
airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url="http://airflow.internal.acme.com:8080",
        username="dagster",
        password=dg.EnvVar("AIRFLOW_PASSWORD").get_value(),
    ),
    name="production_airflow",
)
# [end:instance]


# [start:build_defs]
@dg.asset
def cleaned_orders():
    ...


defs = build_defs_from_airflow_instance(
    airflow_instance=airflow,
    defs=dg.Definitions(
        # The "clean_orders" task of the "orders_etl" DAG produces this asset.
        assets=assets_with_task_mappings(
            dag_id="orders_etl",
            task_mappings={"clean_orders": [cleaned_orders]},
        ),
    ),
)
# [end:build_defs]
