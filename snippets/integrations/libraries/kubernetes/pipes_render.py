import dagster as dg
from dagster_k8s import PipesK8sClient


@dg.asset(kinds={"kubernetes"})
def invoice_pdfs(
    context: dg.AssetExecutionContext, k8s_pipes: PipesK8sClient
) -> dg.MaterializeResult:
    """Renders the month's invoices as PDFs in an image that has the PDF toolchain."""
    invocation = k8s_pipes.run(
        context=context,
        image="registry.example.com/billing/invoice-renderer:3.1.0",
        command=["python", "-m", "invoice_renderer"],
        namespace="billing-jobs",
        extras={"invoice_month": "2025-03"},
        base_pod_spec={
            "service_account_name": "invoice-renderer",
            "containers": [
                {"resources": {"limits": {"cpu": "1", "memory": "2Gi"}}},
            ],
        },
    )
    return invocation.get_materialize_result()


defs = dg.Definitions(
    assets=[invoice_pdfs],
    resources={"k8s_pipes": PipesK8sClient()},
)
