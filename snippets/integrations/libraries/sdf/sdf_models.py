from pathlib import Path

import dagster as dg
from dagster_sdf import DagsterSdfTranslator, SdfCliResource, SdfWorkspace, sdf_assets

# The folder that holds workspace.sdf.yml, at the root of the repository.
SDF_WORKSPACE_DIR = Path(__file__).parent.parent.parent.parent / "sdf_subscriptions"
TARGET_DIR = SDF_WORKSPACE_DIR / "sdftarget_dagster"
ENVIRONMENT = "prod"

subscriptions_workspace = SdfWorkspace(
    workspace_dir=SDF_WORKSPACE_DIR,
    target_dir=TARGET_DIR,
    environment=ENVIRONMENT,
)


class SchemaTableTranslator(DagsterSdfTranslator):
    def get_asset_key(self, catalog: str, schema: str, table: str) -> dg.AssetKey:
        # Drop the catalog so keys match the rest of the project: schema/table.
        return dg.AssetKey([schema, table])


@sdf_assets(
    workspace=subscriptions_workspace,
    dagster_sdf_translator=SchemaTableTranslator(),
)
def subscription_models(context: dg.AssetExecutionContext, sdf: SdfCliResource):
    # `--save info-schema` writes the metadata that Dagster reads about each table.
    yield from sdf.cli(
        ["run", "--save", "info-schema"],
        target_dir=TARGET_DIR,
        environment=ENVIRONMENT,
        context=context,
    ).stream()


refresh_subscriptions = dg.define_asset_job(
    "refresh_subscription_models", selection=[subscription_models]
)

defs = dg.Definitions(
    assets=[subscription_models],
    jobs=[refresh_subscriptions],
    schedules=[dg.ScheduleDefinition(job=refresh_subscriptions, cron_schedule="0 3 * * *")],
    resources={"sdf": SdfCliResource(workspace_dir=SDF_WORKSPACE_DIR)},
)
