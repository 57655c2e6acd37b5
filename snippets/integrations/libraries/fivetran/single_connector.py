import dagster as dg
from dagster_fivetran import FivetranWorkspace, fivetran_assets

fivetran_workspace = FivetranWorkspace(
    account_id=dg.EnvVar("FIVETRAN_ACCOUNT_ID"),
    api_key=dg.EnvVar("FIVETRAN_API_KEY"),
    api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
)


@fivetran_assets(
    connector_id="salesforce_prod_connector_id",
    name="salesforce_sync",
    group_name="salesforce",
    workspace=fivetran_workspace,
)
def salesforce_sync(context: dg.AssetExecutionContext, fivetran: FivetranWorkspace):
    context.log.info("Starting the Salesforce connector sync")
    # Triggers the sync, waits for it to finish and yields one event per table.
    # fetch_column_metadata() adds each table's column schema to those events.
    yield from fivetran.sync_and_poll(context=context).fetch_column_metadata()


defs = dg.Definitions(
    assets=[salesforce_sync],
    resources={"fivetran": fivetran_workspace},
)
