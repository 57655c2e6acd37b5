from datetime import datetime
from pathlib import Path

from airflow.decorators import dag, task
from dagster_airlift.in_airflow import proxying_to_dagster
from dagster_airlift.in_airflow.proxied_state import load_proxied_state_from_yaml
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

    staged = stage_export.expand(path=list_exports())
    staged >> build_store_sales() >> build_regional_sales()


# proxying_to_dagster looks for DAG objects among the module's globals,
# so the DAG must be assigned to a variable.
rollup_dag = store_sales_rollup()

proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
)
