import dagster as dg
import pandas as pd
from dagster_wandb import wandb_artifacts_io_manager, wandb_resource


@dg.asset(
    io_manager_key="wandb_artifacts",
    metadata={
        "wandb_artifact_configuration": {
            "type": "dataset",
            "description": "Customer features for the churn model, one row per account.",
        }
    },
)
def churn_features() -> pd.DataFrame:
    """Stored as a W&B Artifact named after the asset, with a new version per run."""
    return pd.DataFrame(
        {"account_id": [101, 102, 103], "tenure_months": [3, 27, 14], "churned": [1, 0, 0]}
    )


@dg.asset(
    io_manager_key="wandb_artifacts",
    metadata={
        "wandb_artifact_configuration": {
            "type": "model",
            "aliases": ["candidate"],
        }
    },
)
def churn_model(churn_features: pd.DataFrame) -> dict:
    """Loaded from the latest churn_features artifact; stored as a model artifact."""
    churn_rate = float(churn_features["churned"].mean())
    return {"kind": "baseline", "predicted_churn_rate": churn_rate}


defs = dg.Definitions(
    assets=[churn_features, churn_model],
    resources={
        "wandb_config": dg.make_values_resource(entity=str, project=str).configured(
            {"entity": "acme-ml", "project": "customer-churn"}
        ),
        "wandb_resource": wandb_resource.configured({"api_key": {"env": "WANDB_API_KEY"}}),
        "wandb_artifacts": wandb_artifacts_io_manager,
    },
)
