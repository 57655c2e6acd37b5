import dagster as dg
from dagster_powerbi import (
    DagsterPowerBITranslator,
    PowerBIServicePrincipal,
    PowerBIWorkspace,
    build_semantic_model_refresh_asset_definition,
    load_powerbi_asset_specs,
)
from dagster_powerbi.translator import PowerBIContentType, PowerBITranslatorData

retail_workspace = PowerBIWorkspace(
    credentials=PowerBIServicePrincipal(
        client_id=dg.EnvVar("POWER_BI_CLIENT_ID"),
        client_secret=dg.EnvVar("POWER_BI_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("POWER_BI_TENANT_ID"),
    ),
    workspace_id=dg.EnvVar("POWER_BI_WORKSPACE_ID"),
)


class RetailTranslator(DagsterPowerBITranslator):
    def get_asset_spec(self, data: PowerBITranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data).replace_attributes(
            group_name="retail_reporting", owners=["team:retail-analytics"]
        )
        if data.content_type == PowerBIContentType.SEMANTIC_MODEL:
            # Each table of the model is loaded from the warehouse table of the
            # same name, which a dbt model in the "marts" schema builds.
            tables = data.properties.get("tables", [])
            spec = spec.replace_attributes(
                deps=[dg.AssetKey(["marts", table["name"].lower()]) for table in tables]
            )
        return spec


powerbi_specs = load_powerbi_asset_specs(
    retail_workspace, dagster_powerbi_translator=RetailTranslator()
)

# Semantic models become assets that refresh the model in Power BI when
# materialized; dashboards, reports and data sources stay as specs.
powerbi_assets = [
    build_semantic_model_refresh_asset_definition(resource_key="powerbi", spec=spec)
    if spec.tags.get("dagster-powerbi/asset_type") == "semantic_model"
    else spec
    for spec in powerbi_specs
]

refresh_models = dg.define_asset_job(
    "refresh_retail_models",
    selection=dg.AssetSelection.tag("dagster-powerbi/asset_type", "semantic_model"),
)

defs = dg.Definitions(
    assets=powerbi_assets,
    jobs=[refresh_models],
    schedules=[dg.ScheduleDefinition(job=refresh_models, cron_schedule="0 7 * * 1-5")],
    resources={"powerbi": retail_workspace},
)
