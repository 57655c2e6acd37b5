import dagster as dg
from dagster_k8s import execute_k8s_job, k8s_job_executor, k8s_job_op

# [start:k8s_job_op]
export_invoices = k8s_job_op.configured(
    {
        "image": "registry.example.com/tools/invoice-export:1.4",
        "command": ["/bin/sh", "-c"],
        "args": ["invoice-export --month $(date +%Y-%m)"],
        "namespace": "billing",
        "resources": {"limits": {"memory": "1Gi"}},
    },
    name="export_invoices",
)


@dg.job
def monthly_invoice_export():
    export_invoices()
# [end:k8s_job_op]


# [start:execute_k8s_job]
@dg.op
def rebuild_search_index(context: dg.OpExecutionContext):
    # Runs the container as a Kubernetes Job and streams its logs into the step.
    execute_k8s_job(
        context=context,
        image="registry.example.com/search/indexer:3.2",
        args=["rebuild", "--index", "products"],
        env_secrets=["search-credentials"],
        timeout=3600,
    )
# [end:execute_k8s_job]


# [start:k8s_job_executor]
@dg.asset
def orders_cleaned() -> None: ...


@dg.asset(deps=[orders_cleaned])
def orders_report() -> None: ...


# Each asset step runs in its own Kubernetes Job, with at most four at a time.
defs = dg.Definitions(
    assets=[orders_cleaned, orders_report],
    executor=k8s_job_executor.configured({"max_concurrent": 4}),
)
# [end:k8s_job_executor]
