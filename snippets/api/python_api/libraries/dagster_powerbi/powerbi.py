import dagster as dg
from dagster_powerbi import (
    DagsterPowerBITranslator,
    PowerBIServicePrincipal,
    PowerBIWorkspace,
    build_semantic_model_refresh_asset_definition,
    load_powerbi_asset_specs,
)
from dagster_powerbi.translator import PowerBITranslatorData

# [start:load_specs]
sales_workspace = PowerBIWorkspace(
    credentials=PowerBIServicePrincipal(
        client_id=dg.EnvVar("POWER_BI_CLIENT_ID"),
        client_secret=dg.EnvVar("POWER_BI_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("POWER_BI_TENANT_ID"),
    ),
    workspace_id=dg.EnvVar("POWER_BI_WORKSPACE_ID"),
)


class SalesTranslator(DagsterPowerBITranslator):
    def get_asset_spec(self, data: PowerBITranslatorData) -> dg.AssetSpec:
        # Put every dashboard, report and semantic model in one group owned by the BI team.
        return super().get_asset_spec(data).replace_attributes(
            group_name="sales_bi", owners=["team:bi"]
        )


powerbi_specs = load_powerbi_asset_specs(sales_workspace, dagster_powerbi_translator=SalesTranslator())
# [end:load_specs]

# [start:refresh]
# Semantic models become materializable assets that trigger a refresh in Power BI;
# dashboards and reports stay external assets.
assets = [
    build_semantic_model_refresh_asset_definition(resource_key="power_bi", spec=spec)
    if spec.tags.get("dagster-powerbi/asset_type") == "semantic_model"
    else spec
    for spec in powerbi_specs
]

defs = dg.Definitions(assets=assets, resources={"power_bi": sales_workspace})
# [end:refresh]
