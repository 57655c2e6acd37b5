import sqlite3

import dagster as dg


# [start:resource_param]
class OrdersStore:
    """A plain Python class: no Dagster base class, no config schema."""

    def __init__(self, path: str) -> None:
        self.path = path

    def count_orders(self) -> int:
        with sqlite3.connect(self.path) as conn:
            return conn.execute("SELECT COUNT(*) FROM orders").fetchone()[0]


@dg.asset
def order_count(
    context: dg.AssetExecutionContext, orders_store: dg.ResourceParam[OrdersStore]
) -> int:
    # The parameter name matches the resource key in Definitions.
    total = orders_store.count_orders()
    context.log.info(f"{total} orders in {orders_store.path}")
    return total


@dg.op
def log_order_count(
    context: dg.OpExecutionContext, orders_store: dg.ResourceParam[OrdersStore]
) -> None:
    context.log.info(f"{orders_store.count_orders()} orders")


@dg.job
def order_count_job():
    log_order_count()


defs = dg.Definitions(
    assets=[order_count],
    jobs=[order_count_job],
    resources={"orders_store": OrdersStore(path="/data/orders.db")},
)
# [end:resource_param]
