from datetime import datetime
from pathlib import Path

from airflow import DAG
from airflow.operators.bash import BashOperator
from dagster_airlift.in_airflow import proxying_to_dagster
from dagster_airlift.in_airflow.proxied_state import load_proxied_state_from_yaml

with DAG(
    dag_id="daily_revenue",
    start_date=datetime(2025, 1, 1),
    schedule="@daily",
    catchup=False,
) as dag:
    load_orders = BashOperator(task_id="load_orders", bash_command="python load_orders.py")
    build_report = BashOperator(task_id="build_report", bash_command="python build_report.py")
    load_orders >> build_report

# Swaps every task marked `proxied: True` for an operator that runs the mapped
# Dagster assets through the Dagster webserver named in DAGSTER_URL.
proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
)
