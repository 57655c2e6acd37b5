import dagster as dg
from dagster_k8s import PipesK8sClient


@dg.asset
def geo_enrichment(
    context: dg.AssetExecutionContext,
    pipes_k8s_client: PipesK8sClient,
) -> dg.MaterializeResult:
    return pipes_k8s_client.run(
        context=context,
        image="registry.example.com/data/geo-enrichment:1.4.0",
        command=["python", "/app/enrich.py"],
        namespace="data-jobs",
        env={"GEO_API_URL": "http://geo-api.data-jobs.svc:8080"},
        # Raw pod spec fields are merged into the pod that the client creates.
        base_pod_spec={
            "containers": [
                {"resources": {"requests": {"cpu": "500m", "memory": "1Gi"}}},
            ],
        },
        extras={"country": "NL"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[geo_enrichment],
    # Loads your kubeconfig, or the in-cluster config when Dagster runs inside Kubernetes.
    resources={"pipes_k8s_client": PipesK8sClient()},
)
