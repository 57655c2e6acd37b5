import dagster as dg
from dagster_k8s import k8s_job_executor


@dg.asset
def machine_events() -> None:
    """Loads raw machine events from the factory floor."""


@dg.asset(deps=[machine_events])
def downtime_report() -> None:
    """Summarizes unplanned downtime per production line."""


# Each asset in a run of this job gets its own Kubernetes pod.
defs = dg.Definitions(
    assets=[machine_events, downtime_report],
    executor=k8s_job_executor,
)
