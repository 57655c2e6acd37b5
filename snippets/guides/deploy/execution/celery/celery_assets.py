import dagster as dg
from dagster_celery import celery_executor


@dg.asset
def store_sales(context: dg.AssetExecutionContext) -> None:
    context.log.info("Downloading point-of-sale exports")


# This step calls a rate-limited partner API, so it has its own queue.
@dg.asset(op_tags={"dagster-celery/queue": "partner-api"})
def supplier_stock(context: dg.AssetExecutionContext) -> None:
    context.log.info("Fetching supplier stock levels")


# Higher numbers are picked up first when workers are busy.
@dg.asset(
    deps=[store_sales, supplier_stock],
    op_tags={"dagster-celery/priority": "5"},
)
def reorder_suggestions(context: dg.AssetExecutionContext) -> None:
    context.log.info("Computing reorder suggestions")


replenishment_job = dg.define_asset_job(
    "replenishment_job",
    selection=[store_sales, supplier_stock, reorder_suggestions],
    executor_def=celery_executor.configured(
        {"broker": "pyamqp://guest@rabbitmq.internal:5672//", "backend": "rpc://"}
    ),
)

defs = dg.Definitions(
    assets=[store_sales, supplier_stock, reorder_suggestions],
    jobs=[replenishment_job],
)
