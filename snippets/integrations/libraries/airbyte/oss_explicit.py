import dagster as dg
from dagster_airbyte import AirbyteResource, build_airbyte_assets

# Declares the tables of one connection without asking Airbyte when the code loads.
inventory_tables = build_airbyte_assets(
    connection_id="b71e0c44-2f3a-4d6e-8f19-6a0c5d2e9b13",
    destination_tables=["warehouses", "stock_levels", "stock_movements"],
    asset_key_prefix=["raw", "inventory"],
    group_name="inventory",
)

defs = dg.Definitions(
    assets=inventory_tables,
    resources={
        "airbyte": AirbyteResource(
            host="airbyte.data.internal",
            port="8000",
            username="dagster",
            password=dg.EnvVar("AIRBYTE_PASSWORD"),
        )
    },
)
