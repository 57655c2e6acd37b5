import dagster as dg
from dagster_powerbi import (
    DagsterPowerBITranslator,
    PowerBIServicePrincipal,
    PowerBIWorkspace,
    build_semantic_model_refresh_asset_definition,
    load_powerbi_asset_specs,
)
from dagster_powerbi.translator import PowerBIContentType, PowerBITranslatorData

# [start:workspace]
powerbi_workspace = PowerBIWorkspace(
    credentials=PowerBIServicePrincipal(
        client_id=dg.EnvVar("POWERBI_CLIENT_ID"),
        client_secret=dg.EnvVar("POWERBI_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("POWERBI_TENANT_ID"),
    ),
    workspace_id=dg.EnvVar("POWERBI_WORKSPACE_ID"),
)
# [end:workspace]


# [start:translator]
class BlueskyPowerBITranslator(DagsterPowerBITranslator):
    def get_asset_spec(self, data: PowerBITranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data).replace_attributes(group_name="dashboard")
        if data.content_type != PowerBIContentType.SEMANTIC_MODEL:
            return spec
        # A table in the semantic model named like a dbt model depends on that model.
        table_names = [table["name"] for table in data.properties.get("tables", [])]
        return spec.replace_attributes(
            deps=[dg.AssetKey(name) for name in table_names],
            automation_condition=dg.AutomationCondition.eager(),
        )
# [end:translator]


# [start:assets]
powerbi_specs = load_powerbi_asset_specs(
    powerbi_workspace, dagster_powerbi_translator=BlueskyPowerBITranslator()
)


def is_semantic_model(spec: dg.AssetSpec) -> bool:
    return spec.tags.get("dagster-powerbi/asset_type") == "semantic_model"


# Semantic models become assets that refresh the model in Power BI when materialized.
# Reports and dashboards stay external assets that show lineage.
dashboard_assets = [
    build_semantic_model_refresh_asset_definition(resource_key="powerbi", spec=spec)
    if is_semantic_model(spec)
    else spec
    for spec in powerbi_specs
]
# [end:assets]
