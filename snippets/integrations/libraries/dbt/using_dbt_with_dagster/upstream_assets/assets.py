from pathlib import Path

import dagster as dg
import pandas as pd
from dagster_dbt import DbtCliResource, dbt_assets, get_asset_key_for_source
from dagster_duckdb import DuckDBResource

from .project import roastery_project

ORDERS_EXPORT = Path(__file__).joinpath("..", "..", "data", "orders_export.csv").resolve()


# [start:dbt_assets]
@dbt_assets(manifest=roastery_project.manifest_path)
def roastery_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()
# [end:dbt_assets]


# [start:raw_orders]
@dg.asset(
    # The key of the dbt source `shop`, so dbt models that read it depend on this asset.
    key=get_asset_key_for_source([roastery_dbt_models], "shop"),
    kinds={"python", "duckdb"},
)
def raw_orders(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Orders from the web shop's nightly export, loaded into DuckDB."""
    orders = pd.read_csv(ORDERS_EXPORT, parse_dates=["ordered_at"])
    # Test orders placed by staff never reach the reports.
    orders = orders[~orders["customer_id"].isin([0])]

    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists shop")
        conn.register("incoming_orders", orders)
        conn.execute("create or replace table shop.raw_orders as select * from incoming_orders")

    return dg.MaterializeResult(metadata={"dagster/row_count": len(orders)})
# [end:raw_orders]
