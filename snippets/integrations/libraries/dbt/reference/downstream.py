from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets, get_asset_key_for_model
from dagster_duckdb import DuckDBResource

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_project.manifest_path)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


@dg.asset(deps=[get_asset_key_for_model([shop_models], "revenue_by_day")])
def revenue_forecast(duckdb: DuckDBResource) -> dg.MaterializeResult:
    # dbt wrote the table; read it from the warehouse directly.
    with duckdb.get_connection() as conn:
        history = conn.execute(
            "select day, revenue from revenue_by_day order by day"
        ).fetch_df()
    next_week = history["revenue"].tail(28).mean() * 7
    return dg.MaterializeResult(metadata={"forecast_next_7_days": float(next_week)})


defs = dg.Definitions(
    assets=[shop_models, revenue_forecast],
    resources={
        "dbt": DbtCliResource(project_dir=shop_project),
        "duckdb": DuckDBResource(database=str(shop_project.project_dir / "shop.duckdb")),
    },
)
