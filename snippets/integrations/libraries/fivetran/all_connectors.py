import dagster as dg
from dagster_fivetran import FivetranWorkspace, build_fivetran_assets_definitions

fivetran_workspace = FivetranWorkspace(
    account_id=dg.EnvVar("FIVETRAN_ACCOUNT_ID"),
    api_key=dg.EnvVar("FIVETRAN_API_KEY"),
    api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
)

# One assets definition per connector; each table the connector writes is an asset.
fivetran_syncs = build_fivetran_assets_definitions(
    workspace=fivetran_workspace,
    connector_selector_fn=lambda connector: connector.id
    in {"salesforce_prod_connector_id", "postgres_app_connector_id"},
)

sync_all = dg.define_asset_job(
    "sync_fivetran", selection=dg.AssetSelection.assets(*fivetran_syncs)
)

hourly_sync = dg.ScheduleDefinition(job=sync_all, cron_schedule="15 * * * *")

defs = dg.Definitions(
    assets=fivetran_syncs,
    jobs=[sync_all],
    schedules=[hourly_sync],
    resources={"fivetran": fivetran_workspace},
)
