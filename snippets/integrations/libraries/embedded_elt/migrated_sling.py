import dagster as dg

# Before: from dagster_embedded_elt.sling import SlingConnectionResource, SlingResource, sling_assets
from dagster_sling import SlingConnectionResource, SlingResource, sling_assets

replication = {
    "source": "STORE_POSTGRES",
    "target": "WAREHOUSE_DUCKDB",
    "defaults": {"mode": "full-refresh", "object": "raw.{stream_table}"},
    "streams": {"public.orders": None, "public.customers": None},
}


@sling_assets(replication_config=replication)
def store_tables(context: dg.AssetExecutionContext, sling: SlingResource):
    yield from sling.replicate(context=context)


defs = dg.Definitions(
    assets=[store_tables],
    resources={
        "sling": SlingResource(
            connections=[
                SlingConnectionResource(
                    name="STORE_POSTGRES",
                    type="postgres",
                    connection_string=dg.EnvVar("STORE_POSTGRES_URL"),
                ),
                SlingConnectionResource(
                    name="WAREHOUSE_DUCKDB",
                    type="duckdb",
                    connection_string="duckdb:///data/warehouse.duckdb",
                ),
            ]
        )
    },
)
