import dagster as dg
from dagster_fivetran import (
    DagsterFivetranTranslator,
    FivetranConnectorTableProps,
    FivetranWorkspace,
    load_fivetran_asset_specs,
)

fivetran_workspace = FivetranWorkspace(
    account_id=dg.EnvVar("FIVETRAN_ACCOUNT_ID"),
    api_key=dg.EnvVar("FIVETRAN_API_KEY"),
    api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
)


class RawLayerTranslator(DagsterFivetranTranslator):
    def get_asset_spec(self, props: FivetranConnectorTableProps) -> dg.AssetSpec:
        spec = super().get_asset_spec(props)
        # Put every Fivetran table under "raw" and in one group of the asset graph.
        return spec.replace_attributes(key=spec.key.with_prefix("raw"), group_name="ingestion")


# Specs only: Fivetran keeps syncing on its own schedule, Dagster shows the tables.
fivetran_tables = load_fivetran_asset_specs(
    workspace=fivetran_workspace,
    dagster_fivetran_translator=RawLayerTranslator(),
)

defs = dg.Definitions(assets=fivetran_tables)
