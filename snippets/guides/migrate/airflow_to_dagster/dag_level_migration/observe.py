import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    assets_with_dag_mappings,
    build_defs_from_airflow_instance,
)

shop_airflow = AirflowInstance(
    auth_backend=AirflowBasicAuthBackend(
        webserver_url=os.environ.get("AIRFLOW_URL", "http://localhost:8080"),
        username=os.environ.get("AIRFLOW_USERNAME", "admin"),
        password=os.environ.get("AIRFLOW_PASSWORD", "admin"),
    ),
    name="shop_airflow",
)

# [start:mapping]
store_sales = dg.AssetSpec("store_sales", description="Sales lines of every store")
regional_sales = dg.AssetSpec(
    "regional_sales", deps=[store_sales], description="Revenue per region and day"
)

rollup_assets = assets_with_dag_mappings(
    dag_mappings={"store_sales_rollup": [store_sales, regional_sales]},
)
# [end:mapping]

defs = build_defs_from_airflow_instance(
    airflow_instance=shop_airflow,
    defs=dg.Definitions(assets=rollup_assets),
)
