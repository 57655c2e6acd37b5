from collections.abc import Mapping
from pathlib import Path
from typing import Any

import dagster as dg
from dagster_sling import (
    DagsterSlingTranslator,
    SlingConnectionResource,
    SlingResource,
    sling_assets,
)

# [start:resource]
sling = SlingResource(
    connections=[
        SlingConnectionResource(
            name="SHOP_POSTGRES",
            type="postgres",
            connection_string=dg.EnvVar("SHOP_POSTGRES_URL"),
        ),
        SlingConnectionResource(
            name="WAREHOUSE",
            type="snowflake",
            host=dg.EnvVar("SNOWFLAKE_HOST"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="RAW",
            warehouse="LOADING",
        ),
    ]
)
# [end:resource]

# [start:sling_assets]
replication = {
    "source": "SHOP_POSTGRES",
    "target": "WAREHOUSE",
    "defaults": {"mode": "full-refresh", "object": "shop.{stream_table}"},
    "streams": {
        "public.customers": None,
        "public.orders": {"mode": "incremental", "primary_key": ["order_id"], "update_key": "updated_at"},
    },
}


@sling_assets(replication_config=replication)
def shop_replication(context: dg.AssetExecutionContext, sling: SlingResource):
    # Stream one materialization per table, with column types added as metadata.
    yield from sling.replicate(context=context).fetch_column_metadata()
# [end:sling_assets]


# [start:translator]
class ShopTranslator(DagsterSlingTranslator):
    def get_asset_spec(self, stream_definition: Mapping[str, Any]) -> dg.AssetSpec:
        default_spec = super().get_asset_spec(stream_definition)
        table = stream_definition["name"].split(".")[-1]
        return default_spec.replace_attributes(
            key=dg.AssetKey(["raw", table]),
            group_name="shop_raw",
        )


@sling_assets(
    replication_config=Path(__file__).parent / "replication.yaml",
    dagster_sling_translator=ShopTranslator(),
    name="shop_raw_sync",
)
def shop_raw_tables(context: dg.AssetExecutionContext, sling: SlingResource):
    yield from sling.replicate(context=context)
# [end:translator]


defs = dg.Definitions(assets=[shop_replication, shop_raw_tables], resources={"sling": sling})
