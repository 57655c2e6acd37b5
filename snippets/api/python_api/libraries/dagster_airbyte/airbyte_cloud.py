import dagster as dg
from dagster_airbyte import (
    AirbyteCloudWorkspace,
    AirbyteConnectionTableProps,
    DagsterAirbyteTranslator,
    airbyte_assets,
    build_airbyte_assets_definitions,
)

# [start:workspace]
airbyte_workspace = AirbyteCloudWorkspace(
    workspace_id=dg.EnvVar("AIRBYTE_CLOUD_WORKSPACE_ID"),
    client_id=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_ID"),
    client_secret=dg.EnvVar("AIRBYTE_CLOUD_CLIENT_SECRET"),
)
# [end:workspace]


# [start:translator]
class RawZoneTranslator(DagsterAirbyteTranslator):
    def get_asset_spec(self, props: AirbyteConnectionTableProps) -> dg.AssetSpec:
        # Put every synced table under raw/<table>, in an "ingestion" group.
        return super().get_asset_spec(props).replace_attributes(
            key=dg.AssetKey(["raw", props.table_name]),
            group_name="ingestion",
        )
# [end:translator]


# [start:airbyte_assets]
@airbyte_assets(
    connection_id="7d8f2c1e-4b6a-4f0e-9c3d-2a1b5e6f7a8b",
    workspace=airbyte_workspace,
    dagster_airbyte_translator=RawZoneTranslator(),
)
def salesforce_to_snowflake(context: dg.AssetExecutionContext, airbyte: AirbyteCloudWorkspace):
    yield from airbyte.sync_and_poll(context=context)
# [end:airbyte_assets]


# [start:build_all]
# One assets definition per connection in the workspace, with default behavior.
all_connections = build_airbyte_assets_definitions(workspace=airbyte_workspace)
# [end:build_all]

defs = dg.Definitions(
    assets=[salesforce_to_snowflake],
    resources={"airbyte": airbyte_workspace},
)
