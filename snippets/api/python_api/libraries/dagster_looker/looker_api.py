import dagster as dg
from dagster_looker import (
    DagsterLookerApiTranslator,
    LookerFilter,
    LookerResource,
    LookerStructureType,
    RequestStartPdtBuild,
    build_looker_pdt_assets_definitions,
    load_looker_asset_specs,
)
from dagster_looker.api.dagster_looker_api_translator import LookerApiTranslatorStructureData

# [start:resource]
looker = LookerResource(
    base_url="https://acme.cloud.looker.com",
    client_id=dg.EnvVar("LOOKER_CLIENT_ID"),
    client_secret=dg.EnvVar("LOOKER_CLIENT_SECRET"),
)
# [end:resource]


# [start:translator]
class SalesTeamTranslator(DagsterLookerApiTranslator):
    def get_asset_spec(self, looker_structure: LookerApiTranslatorStructureData) -> dg.AssetSpec:
        spec = super().get_asset_spec(looker_structure)
        if looker_structure.structure_data.structure_type == LookerStructureType.DASHBOARD:
            return spec.replace_attributes(owners=["team:sales-analytics"])
        return spec
# [end:translator]


# [start:load_specs]
# Only dashboards in the "Shared/Sales" folder, and the explores those dashboards use.
looker_specs = load_looker_asset_specs(
    looker_resource=looker,
    dagster_looker_translator=SalesTeamTranslator(),
    looker_filter=LookerFilter(
        dashboard_folders=[["Shared", "Sales"]],
        only_fetch_explores_used_in_dashboards=True,
    ),
)
# [end:load_specs]


# [start:pdts]
# Each PDT becomes an asset that starts a rebuild in Looker when materialized.
pdt_assets = build_looker_pdt_assets_definitions(
    resource_key="looker",
    request_start_pdt_builds=[
        RequestStartPdtBuild(model_name="ecommerce", view_name="customer_lifetime_value"),
        RequestStartPdtBuild(model_name="ecommerce", view_name="daily_orders", force_rebuild="true"),
    ],
)

defs = dg.Definitions(assets=[*looker_specs, *pdt_assets], resources={"looker": looker})
# [end:pdts]
