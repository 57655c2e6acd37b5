import dagster as dg
from dagster_tableau import (
    DagsterTableauTranslator,
    TableauServerWorkspace,
    build_tableau_materializable_assets_definition,
    load_tableau_asset_specs,
    parse_tableau_external_and_materializable_asset_specs,
)
from dagster_tableau.translator import TableauContentType, TableauTranslatorData

tableau = TableauServerWorkspace(
    connected_app_client_id=dg.EnvVar("TABLEAU_CONNECTED_APP_CLIENT_ID"),
    connected_app_secret_id=dg.EnvVar("TABLEAU_CONNECTED_APP_SECRET_ID"),
    connected_app_secret_value=dg.EnvVar("TABLEAU_CONNECTED_APP_SECRET_VALUE"),
    username=dg.EnvVar("TABLEAU_USERNAME"),
    site_name="store-operations",
    server_name="tableau.example.com",
)


class StoreOpsTranslator(DagsterTableauTranslator):
    def get_asset_spec(self, data: TableauTranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data).replace_attributes(group_name="store_dashboards")
        if data.content_type == TableauContentType.DATA_SOURCE:
            # Published data sources are named after the mart table they extract.
            table = data.properties["name"].lower().replace(" ", "_")
            spec = spec.replace_attributes(deps=[dg.AssetKey(["marts", table])])
        return spec


tableau_specs = load_tableau_asset_specs(
    workspace=tableau, dagster_tableau_translator=StoreOpsTranslator()
)
data_source_specs, view_specs = parse_tableau_external_and_materializable_asset_specs(
    tableau_specs
)

# Refreshes the extracts of one workbook, then records every sheet and dashboard.
store_views = build_tableau_materializable_assets_definition(
    resource_key="tableau",
    specs=view_specs,
    refreshable_workbook_ids=["4f0c2d8e-51a7-4b9e-9c3a-2e7d1b6f8a10"],
)

refresh_store_dashboards = dg.define_asset_job(
    "refresh_store_dashboards", selection=[store_views]
)

defs = dg.Definitions(
    assets=[*data_source_specs, store_views],
    jobs=[refresh_store_dashboards],
    schedules=[
        dg.ScheduleDefinition(job=refresh_store_dashboards, cron_schedule="0 6 * * *")
    ],
    resources={"tableau": tableau},
)
