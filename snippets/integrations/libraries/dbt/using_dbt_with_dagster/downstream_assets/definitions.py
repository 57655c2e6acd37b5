import dagster as dg
from dagster_dbt import DbtCliResource
from dagster_duckdb import DuckDBResource

from .assets import raw_orders, roastery_dbt_models, top_customers_report
from .project import roastery_project

defs = dg.Definitions(
    assets=[raw_orders, roastery_dbt_models, top_customers_report],
    resources={
        "dbt": DbtCliResource(project_dir=roastery_project),
        "duckdb": DuckDBResource(
            database=str(roastery_project.project_dir.joinpath("roastery.duckdb"))
        ),
    },
)
