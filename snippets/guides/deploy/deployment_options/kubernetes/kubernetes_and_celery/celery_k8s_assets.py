import dagster as dg
from dagster_celery_k8s import celery_k8s_job_executor


# Steps that query the warehouse wait in their own, smaller queue.
@dg.asset(op_tags={"dagster-celery/queue": "warehouse", "dagster-celery/priority": "2"})
def order_facts(context: dg.AssetExecutionContext) -> None:
    context.log.info("Loading order facts into the warehouse")


@dg.asset(deps=[order_facts])
def order_dashboard_extract(context: dg.AssetExecutionContext) -> None:
    context.log.info("Writing the dashboard extract")


orders_job = dg.define_asset_job(
    "orders_job",
    selection=[order_facts, order_dashboard_extract],
    executor_def=celery_k8s_job_executor,
    tags={"dagster-celery/run_priority": "1"},
)

defs = dg.Definitions(assets=[order_facts, order_dashboard_extract], jobs=[orders_job])
