import dagster as dg
from dagster_celery import celery_executor


@dg.op
def fetch_orders() -> list[int]:
    return [1001, 1002, 1003]


@dg.op
def total_orders(orders: list[int]) -> int:
    return len(orders)


# [start:executor]
# Each op runs as a Celery task, picked up by any worker on the broker.
@dg.job(
    executor_def=celery_executor.configured(
        {"broker": "pyamqp://guest@rabbitmq.internal//", "backend": "rpc://"}
    )
)
def orders_job():
    total_orders(fetch_orders())
# [end:executor]
