from datetime import datetime

from airflow import DAG
from airflow.operators.python import PythonOperator
from shop_etl import steps

with DAG(
    dag_id="nightly_sales_refresh",
    start_date=datetime(2025, 1, 1),
    schedule="@daily",
    catchup=False,
    tags=["sales"],
) as dag:
    load_orders = PythonOperator(task_id="load_orders", python_callable=steps.load_orders)
    build_daily_sales = PythonOperator(
        task_id="build_daily_sales", python_callable=steps.build_daily_sales
    )
    export_sales_report = PythonOperator(
        task_id="export_sales_report", python_callable=steps.export_sales_report
    )

    load_orders >> build_daily_sales >> export_sales_report
