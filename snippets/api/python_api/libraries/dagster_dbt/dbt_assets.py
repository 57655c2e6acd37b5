from pathlib import Path

import dagster as dg
from dagster_dbt import (
    DagsterDbtTranslator,
    DagsterDbtTranslatorSettings,
    DbtCliResource,
    DbtProject,
    build_schedule_from_dbt_selection,
    dbt_assets,
    get_asset_key_for_model,
)

# [start:project]
analytics_project = DbtProject(project_dir=Path(__file__).parent / "analytics_dbt")
# Under `dagster dev`, parse the project so the manifest reflects local edits.
analytics_project.prepare_if_dev()
# [end:project]


# [start:translator]
class WarehouseTranslator(DagsterDbtTranslator):
    def get_asset_key(self, dbt_resource_props) -> dg.AssetKey:
        # Put every dbt model under a "warehouse" prefix, e.g. warehouse/orders.
        return super().get_asset_key(dbt_resource_props).with_prefix("warehouse")

    def get_group_name(self, dbt_resource_props) -> str:
        return dbt_resource_props["fqn"][1]
# [end:translator]


# [start:dbt_assets]
@dbt_assets(
    manifest=analytics_project.manifest_path,
    dagster_dbt_translator=WarehouseTranslator(
        settings=DagsterDbtTranslatorSettings(enable_code_references=True)
    ),
    exclude="tag:nightly_only",
)
def analytics_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # Stream dbt events so that each model becomes a materialization and each test a check.
    yield from dbt.cli(["build"], context=context).stream()
# [end:dbt_assets]


# [start:downstream]
@dg.asset(deps=[get_asset_key_for_model([analytics_models], "customer_orders")])
def customer_order_report():
    ...
# [end:downstream]


# [start:schedule]
staging_refresh = build_schedule_from_dbt_selection(
    [analytics_models],
    job_name="refresh_staging_models",
    cron_schedule="0 6 * * *",
    dbt_select="tag:staging",
)
# [end:schedule]

defs = dg.Definitions(
    assets=[analytics_models, customer_order_report],
    schedules=[staging_refresh],
    resources={"dbt": DbtCliResource(project_dir=analytics_project)},
)
