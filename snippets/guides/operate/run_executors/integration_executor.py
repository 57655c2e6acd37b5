import dagster as dg
from dagster_k8s import k8s_job_executor


@dg.asset
def customer_features() -> None: ...


@dg.asset(deps=[customer_features])
def churn_model() -> None: ...


# Each step runs in its own Kubernetes Job, so the model training step gets
# its own pod; no more than four step pods exist at once for a run.
training_job = dg.define_asset_job(
    "training_job",
    selection=[customer_features, churn_model],
    executor_def=k8s_job_executor.configured({"max_concurrent": 4}),
)

defs = dg.Definitions(assets=[customer_features, churn_model], jobs=[training_job])
