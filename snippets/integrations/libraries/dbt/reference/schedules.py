from pathlib import Path

import dagster as dg
from dagster_dbt import (
    DbtCliResource,
    DbtProject,
    build_dbt_asset_selection,
    build_schedule_from_dbt_selection,
    dbt_assets,
)

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_project.manifest_path)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


@dg.asset(deps=[dg.AssetKey("finance_summary")])
def finance_dashboard_extract() -> None: ...


# [start:dbt_only]
# Job and schedule in one call, from a dbt selection string.
nightly_schedule = build_schedule_from_dbt_selection(
    [shop_models],
    job_name="nightly_dbt",
    cron_schedule="0 2 * * *",
    dbt_select="tag:nightly",
)
# [end:dbt_only]

# [start:with_downstream]
# dbt models tagged `finance`, plus every asset downstream of them, dbt or not.
finance_selection = build_dbt_asset_selection(
    [shop_models], dbt_select="tag:finance"
).downstream()

finance_job = dg.define_asset_job("finance_refresh", selection=finance_selection)
finance_schedule = dg.ScheduleDefinition(job=finance_job, cron_schedule="0 6 * * 1-5")
# [end:with_downstream]

defs = dg.Definitions(
    assets=[shop_models, finance_dashboard_extract],
    jobs=[finance_job],
    schedules=[nightly_schedule, finance_schedule],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
