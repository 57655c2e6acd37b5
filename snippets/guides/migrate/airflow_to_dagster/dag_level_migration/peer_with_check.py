import os

import dagster as dg
import duckdb
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
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


@dg.asset_check(
    asset=dg.AssetKey(["shop_airflow", "dag", "store_sales_rollup"]),
    description="Every region that sold something has a row in regional_sales",
)
def every_region_rolled_up() -> dg.AssetCheckResult:
    with duckdb.connect(os.environ["SHOP_WAREHOUSE_PATH"], read_only=True) as conn:
        missing = conn.execute(
            """
            select count(distinct region) from store_sales
            where region not in (select region from regional_sales)
            """
        ).fetchone()[0]
    return dg.AssetCheckResult(passed=missing == 0, metadata={"missing_regions": missing})


defs = build_defs_from_airflow_instance(
    airflow_instance=shop_airflow,
    defs=dg.Definitions(asset_checks=[every_region_rolled_up]),
)
