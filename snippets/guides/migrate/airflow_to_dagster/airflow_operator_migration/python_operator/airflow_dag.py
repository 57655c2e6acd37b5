from datetime import datetime

from airflow import DAG
from airflow.operators.python import PythonOperator
from catalog_shared.sync import sync_supplier_catalog

with DAG(
    dag_id="supplier_catalog",
    start_date=datetime(2025, 1, 1),
    schedule="0 3 * * *",
    catchup=False,
) as dag:
    PythonOperator(
        task_id="sync_supplier_catalog",
        python_callable=sync_supplier_catalog,
        op_kwargs={"supplier": "acme-tools", "dry_run": False},
    )
