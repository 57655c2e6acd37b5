import dagster as dg


# [start:hooks]
class ChatAlerts(dg.ConfigurableResource):
    channel: str

    def post(self, message: str) -> None:
        # A real resource would call your chat tool's API here.
        print(f"[{self.channel}] {message}")


@dg.success_hook(required_resource_keys={"alerts"})
def announce_success(context: dg.HookContext):
    context.resources.alerts.post(f"{context.op.name} finished")


@dg.failure_hook(required_resource_keys={"alerts"})
def announce_failure(context: dg.HookContext):
    context.resources.alerts.post(
        f"{context.op.name} failed: {context.op_exception!r}"
    )
# [end:hooks]


# [start:job_hooks]
@dg.op
def extract_orders() -> list:
    return []


@dg.op
def load_orders(orders: list) -> None:
    if not orders:
        raise ValueError("No orders to load")


@dg.job(hooks={announce_failure})
def orders_job():
    # Every op in this job triggers announce_failure when it fails.
    load_orders(extract_orders())
# [end:job_hooks]


# [start:op_hooks]
@dg.job
def orders_job_selective():
    # Only load_orders triggers hooks; extract_orders triggers none.
    load_orders.with_hooks({announce_success, announce_failure})(extract_orders())
# [end:op_hooks]


# [start:asset_job_hooks]
@dg.asset
def customer_table() -> list:
    return [{"id": 1, "name": "Ada"}]


customers_job = dg.define_asset_job(
    name="customers_job",
    selection=[customer_table],
    hooks={announce_failure},
)
# [end:asset_job_hooks]


# [start:definitions]
defs = dg.Definitions(
    assets=[customer_table],
    jobs=[orders_job, orders_job_selective, customers_job],
    resources={"alerts": ChatAlerts(channel="#data-alerts")},
)
# [end:definitions]
