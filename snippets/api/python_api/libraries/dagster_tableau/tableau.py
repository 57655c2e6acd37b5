import dagster as dg
from dagster_tableau import (
    DagsterTableauTranslator,
    TableauCloudWorkspace,
    build_tableau_materializable_assets_definition,
    load_tableau_asset_specs,
    parse_tableau_external_and_materializable_asset_specs,
)
from dagster_tableau.translator import TableauTranslatorData

# [start:workspace]
tableau_workspace = TableauCloudWorkspace(
    connected_app_client_id=dg.EnvVar("TABLEAU_CLIENT_ID"),
    connected_app_secret_id=dg.EnvVar("TABLEAU_SECRET_ID"),
    connected_app_secret_value=dg.EnvVar("TABLEAU_SECRET_VALUE"),
    username=dg.EnvVar("TABLEAU_USERNAME"),
    site_name="acme-analytics",
    pod_name="10ax",
)
# [end:workspace]


# [start:translator]
class MarketingTranslator(DagsterTableauTranslator):
    def get_asset_spec(self, data: TableauTranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        return spec.replace_attributes(key=spec.key.with_prefix("tableau"), group_name="marketing_bi")
# [end:translator]


# [start:materializable]
tableau_specs = load_tableau_asset_specs(
    workspace=tableau_workspace, dagster_tableau_translator=MarketingTranslator()
)

# Data sources stay external; sheets and dashboards are refreshed and observed by one asset definition.
external_specs, materializable_specs = parse_tableau_external_and_materializable_asset_specs(
    tableau_specs
)

tableau_sync = build_tableau_materializable_assets_definition(
    resource_key="tableau",
    specs=materializable_specs,
    refreshable_workbook_ids=["b3a1d2c4-0000-4f6e-9a21-5d7c3e8f1a90"],
)

defs = dg.Definitions(
    assets=[tableau_sync, *external_specs],
    resources={"tableau": tableau_workspace},
)
# [end:materializable]
