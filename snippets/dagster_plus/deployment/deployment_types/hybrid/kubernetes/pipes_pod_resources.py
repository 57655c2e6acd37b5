import dagster as dg
from dagster_k8s import PipesK8sClient


@dg.asset(kinds={"kubernetes"})
def demand_forecast(
    context: dg.AssetExecutionContext, pipes_k8s_client: PipesK8sClient
) -> dg.MaterializeResult:
    # The pod runs an existing image; only its first container talks to Dagster.
    return pipes_k8s_client.run(
        context=context,
        image="registry.example.com/forecasting/trainer:2025.04",
        command=["python", "train.py", "--horizon", "28"],
        base_pod_spec={
            "containers": [
                {
                    "resources": {
                        "requests": {"cpu": "4", "memory": "16Gi"},
                        "limits": {"memory": "16Gi", "nvidia.com/gpu": "1"},
                    }
                }
            ]
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[demand_forecast],
    resources={"pipes_k8s_client": PipesK8sClient()},
)
