from datetime import datetime

from airflow import DAG
from airflow.operators.bash import BashOperator

with DAG(
    dag_id="returns_scoring",
    start_date=datetime(2025, 1, 1),
    schedule="@daily",
    catchup=False,
) as dag:
    BashOperator(
        task_id="score_returns",
        bash_command="python /opt/shop/scripts/score_returns.py --day {{ ds }}",
        env={"RETURNS_DB_URL": "{{ var.value.returns_db_url }}"},
        append_env=True,
    )
