import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    assets_with_dag_mappings,
    build_defs_from_airflow_instance,
)
from shop_etl import stores

shop_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.environ.get("AIRFLOW_URL", "http://localhost:8080"),
        username=os.environ.get("AIRFLOW_USERNAME", "admin"),
        password=os.environ.get("AIRFLOW_PASSWORD", "admin"),
    ),
    name="shop_airflow",
)


# [start:assets]
@dg.asset(description="Sales lines of every store")
def store_sales(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    # One loop replaces the DAG's dynamically mapped stage_export tasks.
    exports = stores.list_store_exports()
    for path in exports:
        context.log.info(f"Staging {path}")
        stores.stage_store_export(path)
    return dg.MaterializeResult(
        metadata={"store_files": len(exports), "row_count": stores.build_store_sales()}
    )


@dg.asset(deps=[store_sales], description="Revenue per region and day")
def regional_sales() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"row_count": stores.build_regional_sales()})
# [end:assets]


rollup_assets = assets_with_dag_mappings(
    dag_mappings={"store_sales_rollup": [store_sales, regional_sales]},
)

defs = build_defs_from_airflow_instance(
    airflow_instance=shop_airflow,
    defs=dg.Definitions(assets=rollup_assets),
)
