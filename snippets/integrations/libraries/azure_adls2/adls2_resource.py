import json

import dagster as dg
from dagster_azure.adls2 import ADLS2Resource, ADLS2SASToken


@dg.asset
def daily_meter_readings(adls2: ADLS2Resource) -> dg.MaterializeResult:
    readings = [{"meter": "plant-7", "kwh": 1820.4}, {"meter": "plant-9", "kwh": 944.1}]
    path = "energy/meter_readings/latest.json"

    file_system = adls2.adls2_client.get_file_system_client("analytics")
    file_system.get_file_client(path).upload_data(json.dumps(readings), overwrite=True)
    return dg.MaterializeResult(metadata={"path": path, "meters": len(readings)})


defs = dg.Definitions(
    assets=[daily_meter_readings],
    resources={
        "adls2": ADLS2Resource(
            storage_account="acmeenergydata",
            credential=ADLS2SASToken(token=dg.EnvVar("AZURE_STORAGE_SAS_TOKEN")),
        )
    },
)
