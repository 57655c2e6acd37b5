from datetime import datetime

from airflow.decorators import dag, task
from shop_etl import stores


@dag(
    dag_id="store_sales_rollup",
    start_date=datetime(2025, 1, 1),
    schedule="@daily",
    catchup=False,
    tags=["stores"],
)
def store_sales_rollup():
    @task
    def list_exports() -> list[str]:
        return stores.list_store_exports()

    @task
    def stage_export(path: str) -> str:
        return stores.stage_store_export(path)

    @task
    def build_store_sales() -> int:
        return stores.build_store_sales()

    @task
    def build_regional_sales() -> int:
        return stores.build_regional_sales()

    # One stage_export task instance per store file, decided at run time.
    staged = stage_export.expand(path=list_exports())
    staged >> build_store_sales() >> build_regional_sales()


rollup_dag = store_sales_rollup()
