import dagster as dg
from dagster_k8s import PipesK8sClient


@dg.asset(description="Weekly demand forecast model, trained in a Kubernetes pod")
def demand_forecast_model(
    context: dg.AssetExecutionContext, k8s_pipes_client: PipesK8sClient
) -> dg.MaterializeResult:
    return k8s_pipes_client.run(
        context=context,
        namespace="ml-jobs",
        image="registry.example.com/ml/demand-forecast:2.3.0",
        command=["python", "-m", "forecast.train", "--horizon-weeks", "8"],
        env={"FEATURE_STORE_URL": "http://features.ml-jobs:8080"},
        base_pod_meta={"labels": {"team": "ml"}},
        base_pod_spec={
            "node_selector": {"workload": "ml"},
            "service_account_name": "forecast-trainer",
            "containers": [
                {
                    "resources": {
                        "requests": {"cpu": "2", "memory": "8Gi"},
                        "limits": {"memory": "8Gi"},
                    }
                }
            ],
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[demand_forecast_model],
    resources={"k8s_pipes_client": PipesK8sClient()},
)
