import dagster as dg
from dagster_k8s import PipesK8sClient


# [start:pipes_k8s]
@dg.asset
def churn_scores(context: dg.AssetExecutionContext, k8s_pipes: PipesK8sClient) -> dg.MaterializeResult:
    return k8s_pipes.run(
        context=context,
        image="registry.example.com/ml/churn-model:2025-04",
        command=["python", "score.py"],
        namespace="ml-jobs",
        env={"SCORING_DATE": context.run.tags.get("scoring_date", "latest")},
        base_pod_spec={
            "containers": [{"resources": {"limits": {"memory": "4Gi", "cpu": "2"}}}],
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[churn_scores],
    resources={"k8s_pipes": PipesK8sClient()},
)
# [end:pipes_k8s]
