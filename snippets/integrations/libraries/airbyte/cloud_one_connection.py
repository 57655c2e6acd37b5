import dagster as dg
from dagster_airbyte import (
    AirbyteCloudWorkspace,
    AirbyteConnectionTableProps,
    DagsterAirbyteTranslator,
    airbyte_assets,
)

airbyte_workspace = AirbyteCloudWorkspace(
    workspace_id=dg.EnvVar("AIRBYTE_WORKSPACE_ID"),
    client_id=dg.EnvVar("AIRBYTE_CLIENT_ID"),
    client_secret=dg.EnvVar("AIRBYTE_CLIENT_SECRET"),
)


# [start:translator]
class SupportTablesTranslator(DagsterAirbyteTranslator):
    def get_asset_spec(self, props: AirbyteConnectionTableProps) -> dg.AssetSpec:
        # Key tables as support/raw/<table> and give them an owner.
        return super().get_asset_spec(props).replace_attributes(
            key=dg.AssetKey(["support", "raw", props.table_name]),
            owners=["team:customer-support-analytics"],
        )
# [end:translator]


@airbyte_assets(
    connection_id="3f9c2a71-5d0e-4b8e-a6c4-9e1f07d2b5aa",
    workspace=airbyte_workspace,
    name="zendesk_to_bigquery",
    group_name="support",
    dagster_airbyte_translator=SupportTablesTranslator(),
)
def zendesk_tables(context: dg.AssetExecutionContext, airbyte: AirbyteCloudWorkspace):
    context.log.info("Starting the Zendesk sync")
    yield from airbyte.sync_and_poll(context=context)


@dg.asset(deps=[dg.AssetKey(["support", "raw", "tickets"])])
def weekly_ticket_volume() -> None:
    """Aggregates the synced tickets table."""


defs = dg.Definitions(
    assets=[zendesk_tables, weekly_ticket_volume],
    resources={"airbyte": airbyte_workspace},
)
