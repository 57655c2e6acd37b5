import dagster as dg
from dagster_airbyte import AirbyteResource, load_assets_from_airbyte_instance

airbyte_instance = AirbyteResource(
    host="airbyte.data.internal",
    port="8000",
    username="dagster",
    password=dg.EnvVar("AIRBYTE_PASSWORD"),
)

# Reads the instance's connections when the code location loads.
airbyte_tables = load_assets_from_airbyte_instance(
    airbyte_instance,
    key_prefix=["raw"],
    connection_filter=lambda connection: connection.name.startswith("prod_"),
)

defs = dg.Definitions(assets=[airbyte_tables])
