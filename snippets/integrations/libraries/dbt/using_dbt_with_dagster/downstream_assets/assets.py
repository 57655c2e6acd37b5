from pathlib import Path

import dagster as dg
import pandas as pd
from dagster_dbt import (
    DbtCliResource,
    dbt_assets,
    get_asset_key_for_model,
    get_asset_key_for_source,
)
from dagster_duckdb import DuckDBResource

from .project import roastery_project

ORDERS_EXPORT = Path(__file__).joinpath("..", "..", "data", "orders_export.csv").resolve()
REPORTS_DIR = Path(__file__).joinpath("..", "..", "reports").resolve()


@dbt_assets(manifest=roastery_project.manifest_path)
def roastery_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


@dg.asset(
    key=get_asset_key_for_source([roastery_dbt_models], "shop"),
    kinds={"python", "duckdb"},
)
def raw_orders(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Orders from the web shop's nightly export, loaded into DuckDB."""
    orders = pd.read_csv(ORDERS_EXPORT, parse_dates=["ordered_at"])
    orders = orders[~orders["customer_id"].isin([0])]

    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists shop")
        conn.register("incoming_orders", orders)
        conn.execute("create or replace table shop.raw_orders as select * from incoming_orders")

    return dg.MaterializeResult(metadata={"dagster/row_count": len(orders)})


# [start:top_customers]
@dg.asset(
    # Depend on the dbt model by name; the helper finds its asset key.
    deps=[get_asset_key_for_model([roastery_dbt_models], "customer_orders")],
    kinds={"python"},
)
def top_customers_report(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """The five customers with the highest lifetime spend, for the owners' weekly email."""
    with duckdb.get_connection() as conn:
        top = conn.execute(
            """
            select customer_name, city, order_count, lifetime_spend
            from customer_orders
            order by lifetime_spend desc
            limit 5
            """
        ).fetch_df()

    REPORTS_DIR.mkdir(exist_ok=True)
    report_path = REPORTS_DIR / "top_customers.csv"
    top.to_csv(report_path, index=False)

    lines = ["| Customer | City | Orders | Spend |", "| --- | --- | --- | --- |"]
    for row in top.itertuples():
        lines.append(
            f"| {row.customer_name} | {row.city} | {row.order_count} | {row.lifetime_spend:.2f} |"
        )
    return dg.MaterializeResult(
        metadata={
            "report_path": dg.MetadataValue.path(str(report_path)),
            "preview": dg.MetadataValue.md("\n".join(lines)),
        }
    )
# [end:top_customers]
