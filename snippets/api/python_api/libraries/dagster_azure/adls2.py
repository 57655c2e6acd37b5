import dagster as dg
from dagster_azure.adls2 import ADLS2PickleIOManager, ADLS2Resource, ADLS2SASToken

# [start:adls2]
adls2 = ADLS2Resource(
    storage_account="acmedatalake",
    credential=ADLS2SASToken(token=dg.EnvVar("ADLS2_SAS_TOKEN")),
)


@dg.asset
def shipments() -> list[dict]:
    return [{"id": "S-1", "carrier": "UPS"}, {"id": "S-2", "carrier": "DHL"}]


@dg.asset
def carriers(shipments: list[dict]) -> set[str]:
    return {row["carrier"] for row in shipments}


@dg.asset
def raw_file_listing(adls2: ADLS2Resource) -> list[str]:
    file_system = adls2.adls2_client.get_file_system_client("landing")
    return [path.name for path in file_system.get_paths(path="shipments")]


defs = dg.Definitions(
    assets=[shipments, carriers, raw_file_listing],
    resources={
        "adls2": adls2,
        "io_manager": ADLS2PickleIOManager(adls2=adls2, adls2_file_system="dagster-io"),
    },
)
# [end:adls2]
