import dagster as dg
from dagster_airbyte import AirbyteCloudWorkspace, build_airbyte_assets_definitions

airbyte_workspace = AirbyteCloudWorkspace(
    workspace_id=dg.EnvVar("AIRBYTE_WORKSPACE_ID"),
    client_id=dg.EnvVar("AIRBYTE_CLIENT_ID"),
    client_secret=dg.EnvVar("AIRBYTE_CLIENT_SECRET"),
)

# One assets definition per connection; each table of a connection is one asset.
airbyte_connections = build_airbyte_assets_definitions(workspace=airbyte_workspace)

nightly_ingestion = dg.define_asset_job(
    name="nightly_airbyte_ingestion",
    selection=dg.AssetSelection.assets(*airbyte_connections),
)

defs = dg.Definitions(
    assets=airbyte_connections,
    jobs=[nightly_ingestion],
    schedules=[dg.ScheduleDefinition(job=nightly_ingestion, cron_schedule="0 2 * * *")],
    resources={"airbyte": airbyte_workspace},
)
