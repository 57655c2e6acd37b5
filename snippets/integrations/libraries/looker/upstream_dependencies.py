import dagster as dg
from dagster_looker import (
    DagsterLookerApiTranslator,
    LookerApiTranslatorStructureData,
    LookerResource,
    LookerStructureType,
    load_looker_asset_specs,
)

# Maps a Looker view name to the key of the Dagster asset that builds its table.
VIEW_SOURCES = {
    "orders": dg.AssetKey(["analytics", "fct_orders"]),
    "customers": dg.AssetKey(["analytics", "dim_customers"]),
}


class WarehouseAwareTranslator(DagsterLookerApiTranslator):
    def get_asset_spec(
        self, looker_structure: LookerApiTranslatorStructureData
    ) -> dg.AssetSpec:
        spec = super().get_asset_spec(looker_structure)
        if looker_structure.structure_type != LookerStructureType.VIEW:
            return spec
        upstream = VIEW_SOURCES.get(looker_structure.data.view_name)
        if upstream is None:
            return spec
        return spec.replace_attributes(deps=[upstream])


looker_resource = LookerResource(
    base_url=dg.EnvVar("LOOKERSDK_BASE_URL"),
    client_id=dg.EnvVar("LOOKERSDK_CLIENT_ID"),
    client_secret=dg.EnvVar("LOOKERSDK_CLIENT_SECRET"),
)

looker_specs = load_looker_asset_specs(
    looker_resource=looker_resource,
    dagster_looker_translator=WarehouseAwareTranslator(),
)

defs = dg.Definitions(assets=[*looker_specs], resources={"looker": looker_resource})
