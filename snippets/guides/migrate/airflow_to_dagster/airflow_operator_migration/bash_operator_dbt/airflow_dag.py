from datetime import datetime

from airflow import DAG
from airflow.operators.bash import BashOperator

DBT_PROJECT = "/opt/shop/analytics_dbt"

with DAG(
    dag_id="analytics_models",
    start_date=datetime(2025, 1, 1),
    schedule="0 4 * * *",
    catchup=False,
) as dag:
    BashOperator(
        task_id="dbt_build_nightly",
        bash_command=(
            f"dbt build --project-dir {DBT_PROJECT} --profiles-dir {DBT_PROJECT} "
            "--target prod --select tag:nightly"
        ),
    )
