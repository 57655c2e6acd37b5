# This file lives in your Airflow DAGs folder, not in your Dagster project.
from pathlib import Path

from airflow import DAG
from dagster_airlift.in_airflow import load_proxied_state_from_yaml, proxying_to_dagster

# [start:proxy]
with DAG(dag_id="orders_etl", schedule="@daily") as dag:
    ...

# Swap the tasks marked `proxied: True` in proxied_state/orders_etl.yaml for
# operators that trigger the matching Dagster assets.
proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
)
# [end:proxy]
