import dagster as dg
from dagster_fivetran import (
    DagsterFivetranTranslator,
    FivetranConnectorTableProps,
    FivetranWorkspace,
    build_fivetran_assets_definitions,
    fivetran_assets,
    load_fivetran_asset_specs,
)

# [start:workspace]
fivetran_workspace = FivetranWorkspace(
    account_id=dg.EnvVar("FIVETRAN_ACCOUNT_ID"),
    api_key=dg.EnvVar("FIVETRAN_API_KEY"),
    api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
)
# [end:workspace]


# [start:fivetran_assets]
@fivetran_assets(
    connector_id="orders_postgres",
    workspace=fivetran_workspace,
    name="orders_postgres_sync",
    group_name="raw_orders",
)
def orders_postgres_tables(context: dg.AssetExecutionContext, fivetran: FivetranWorkspace):
    # Triggers the sync, waits for it, then adds the column schema of each synced table.
    yield from fivetran.sync_and_poll(context=context).fetch_column_metadata()
# [end:fivetran_assets]


# [start:translator]
class RawPrefixTranslator(DagsterFivetranTranslator):
    def get_asset_spec(self, props: FivetranConnectorTableProps) -> dg.AssetSpec:
        spec = super().get_asset_spec(props)
        # "sales.customers" becomes ["fivetran_raw", "sales", "customers"].
        return spec.replace_attributes(key=spec.key.with_prefix("fivetran_raw"))
# [end:translator]


# [start:build_fivetran_assets_definitions]
# One multi-asset per connector; only connectors whose name starts with "crm_" are kept.
crm_assets = build_fivetran_assets_definitions(
    workspace=fivetran_workspace,
    dagster_fivetran_translator=RawPrefixTranslator(),
    connector_selector_fn=lambda connector: connector.name.startswith("crm_"),
)
# [end:build_fivetran_assets_definitions]


# [start:load_fivetran_asset_specs]
# External assets only: Dagster shows the tables but does not trigger syncs.
fivetran_specs = load_fivetran_asset_specs(fivetran_workspace)
# [end:load_fivetran_asset_specs]

defs = dg.Definitions(
    assets=[orders_postgres_tables, *crm_assets],
    resources={"fivetran": fivetran_workspace},
)
