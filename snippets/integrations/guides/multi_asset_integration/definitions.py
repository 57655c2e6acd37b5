from pathlib import Path

import dagster as dg
from my_project.integrations.loader import (
    LoaderResource,
    LoaderTable,
    LoaderTranslator,
    build_loader_assets,
    read_loader_manifest,
)

# [start:custom_translator]
class RawZoneTranslator(LoaderTranslator):
    """Keys every table as raw/<source system>/<table> and groups it by source."""

    def get_asset_spec(self, table: LoaderTable) -> dg.AssetSpec:
        return super().get_asset_spec(table).replace_attributes(
            key=dg.AssetKey(["raw", table.source_system, table.name]),
            group_name=f"raw_{table.source_system}",
        )
# [end:custom_translator]


tables = read_loader_manifest(Path(__file__).parent / "loader_manifest.json")

crm_tables = build_loader_assets(job_id="crm_nightly", tables=tables, translator=RawZoneTranslator())
billing_tables = build_loader_assets(job_id="billing_hourly", tables=tables, translator=RawZoneTranslator())


@dg.asset(deps=[dg.AssetKey(["raw", "salesforce", "accounts"])], kinds={"python"})
def active_customers() -> None:
    """Downstream of a table that the loading service writes."""


defs = dg.Definitions(
    assets=[crm_tables, billing_tables, active_customers],
    resources={
        "loader": LoaderResource(
            base_url="https://loader.internal.acme.com",
            api_token=dg.EnvVar("LOADER_API_TOKEN"),
        )
    },
)
