import dagster as dg
from dagster_airbyte import AirbyteResource, load_assets_from_airbyte_instance

# [start:oss]
airbyte_instance = AirbyteResource(
    host="airbyte.internal.acme.com",
    port="8000",
    username="airbyte",
    password=dg.EnvVar("AIRBYTE_PASSWORD"),
)

# Reads every connection of the instance when the code location loads.
airbyte_tables = load_assets_from_airbyte_instance(airbyte_instance, key_prefix=["airbyte"])

defs = dg.Definitions(assets=[airbyte_tables])
# [end:oss]
