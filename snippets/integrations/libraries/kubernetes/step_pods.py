import dagster as dg
from dagster_k8s import k8s_job_executor


@dg.asset
def raw_shipments() -> None:
    """Copies yesterday's shipment events from the carrier API."""


@dg.asset(
    deps=[raw_shipments],
    # Only this step needs a large pod; the settings apply to its Kubernetes Job.
    op_tags={
        "dagster-k8s/config": {
            "container_config": {
                "resources": {
                    "requests": {"cpu": "2", "memory": "8Gi"},
                    "limits": {"cpu": "4", "memory": "12Gi"},
                }
            },
            "pod_spec_config": {"node_selector": {"workload": "memory-optimized"}},
        }
    },
)
def delivery_time_model() -> None:
    """Fits the delivery-time model on the full shipment history."""


@dg.asset(deps=[delivery_time_model])
def delivery_estimates() -> None:
    """Scores open orders with the latest model."""


# Every step of every run in this code location runs in its own pod,
# with at most three pods per run at the same time.
defs = dg.Definitions(
    assets=[raw_shipments, delivery_time_model, delivery_estimates],
    executor=k8s_job_executor.configured({"max_concurrent": 3}),
)
