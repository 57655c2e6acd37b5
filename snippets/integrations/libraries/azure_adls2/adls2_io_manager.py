import dagster as dg
from dagster_azure.adls2 import ADLS2DefaultAzureCredential, ADLS2PickleIOManager, ADLS2Resource


@dg.asset
def turbine_status() -> dict[str, str]:
    return {"turbine-01": "running", "turbine-02": "maintenance"}


@dg.asset
def turbines_in_maintenance(turbine_status: dict[str, str]) -> list[str]:
    # turbine_status is loaded from ADLS2 by the I/O manager.
    return [name for name, status in turbine_status.items() if status == "maintenance"]


defs = dg.Definitions(
    assets=[turbine_status, turbines_in_maintenance],
    resources={
        "io_manager": ADLS2PickleIOManager(
            adls2=ADLS2Resource(
                storage_account="acmeenergydata",
                # Azure's default credential chain: environment, managed identity, Azure CLI and more.
                credential=ADLS2DefaultAzureCredential(kwargs={}),
            ),
            adls2_file_system="dagster",
            adls2_prefix="prod/assets",
        )
    },
)
