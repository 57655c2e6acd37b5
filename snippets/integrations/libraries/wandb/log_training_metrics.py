import dagster as dg
from dagster_wandb import wandb_resource


@dg.asset(required_resource_keys={"wandb_resource", "wandb_config"})
def churn_threshold_sweep(context: dg.AssetExecutionContext) -> float:
    """Tries a few decision thresholds and logs each score to one W&B run."""
    wandb = context.resources.wandb_resource["sdk"]  # the wandb module, already logged in
    settings = context.resources.wandb_config

    scores = {0.3: 0.71, 0.4: 0.76, 0.5: 0.74}  # stand-ins for real evaluation results
    run = wandb.init(
        entity=settings["entity"],
        project=settings["project"],
        job_type="threshold-sweep",
        config={"dagster_run_id": context.run.run_id},
    )
    try:
        for threshold, f1 in scores.items():
            run.log({"threshold": threshold, "f1": f1})
        best = max(scores, key=lambda t: scores[t])
        run.summary["best_threshold"] = best
    finally:
        run.finish()

    context.add_output_metadata({"wandb_run_url": dg.MetadataValue.url(run.url)})
    return best


defs = dg.Definitions(
    assets=[churn_threshold_sweep],
    resources={
        "wandb_config": dg.make_values_resource(entity=str, project=str).configured(
            {"entity": "acme-ml", "project": "customer-churn"}
        ),
        "wandb_resource": wandb_resource.configured({"api_key": {"env": "WANDB_API_KEY"}}),
    },
)
