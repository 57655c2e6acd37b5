import dagster as dg
import pandas as pd
from dagster_wandb import wandb_artifacts_io_manager, wandb_resource

# [start:io_manager]
@dg.asset(
    io_manager_key="wandb_artifacts_manager",
    metadata={
        "wandb_artifact_configuration": {
            "type": "dataset",
            "description": "Hourly temperature readings used for training.",
            "aliases": ["latest", "hourly"],
        }
    },
)
def weather_training_set() -> pd.DataFrame:
    return pd.DataFrame({"station": ["KSEA", "KPDX"], "temperature_c": [11.2, 13.8]})


@dg.asset(io_manager_key="wandb_artifacts_manager")
def temperature_baseline(weather_training_set: pd.DataFrame) -> float:
    # The input is loaded back from the W&B Artifact written above.
    return float(weather_training_set["temperature_c"].mean())


defs = dg.Definitions(
    assets=[weather_training_set, temperature_baseline],
    resources={
        "wandb_config": dg.make_values_resource(entity=str, project=str).configured(
            {"entity": "acme-ml", "project": "weather-forecasting"}
        ),
        "wandb_resource": wandb_resource.configured({"api_key": {"env": "WANDB_API_KEY"}}),
        "wandb_artifacts_manager": wandb_artifacts_io_manager.configured(
            {"cache_duration_in_minutes": 120}
        ),
    },
)
# [end:io_manager]
