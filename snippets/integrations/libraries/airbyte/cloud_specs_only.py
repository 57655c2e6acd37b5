import dagster as dg
from dagster_airbyte import AirbyteCloudWorkspace, load_airbyte_cloud_asset_specs

airbyte_workspace = AirbyteCloudWorkspace(
    workspace_id=dg.EnvVar("AIRBYTE_WORKSPACE_ID"),
    client_id=dg.EnvVar("AIRBYTE_CLIENT_ID"),
    client_secret=dg.EnvVar("AIRBYTE_CLIENT_SECRET"),
)

# The tables appear in the asset graph, but Airbyte keeps scheduling its own syncs.
airbyte_table_specs = load_airbyte_cloud_asset_specs(airbyte_workspace)

defs = dg.Definitions(assets=airbyte_table_specs)
