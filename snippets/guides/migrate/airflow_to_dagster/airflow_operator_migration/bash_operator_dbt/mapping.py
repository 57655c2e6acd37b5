import dagster as dg
from analytics_dagster.dbt_assets import nightly_models
from dagster_airlift.core import assets_with_task_mappings

# Every dbt model selected by tag:nightly is produced by the one Airflow task.
mapped_defs = dg.Definitions(
    assets=assets_with_task_mappings(
        dag_id="analytics_models",
        task_mappings={"dbt_build_nightly": [nightly_models]},
    )
)
