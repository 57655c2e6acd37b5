import dagster as dg


@dg.asset(pool="warehouse")
def daily_orders(context: dg.AssetExecutionContext) -> None:
    context.log.info("Loading orders into the warehouse")


@dg.asset(pool="warehouse", deps=[daily_orders])
def customer_lifetime_value(context: dg.AssetExecutionContext) -> None:
    context.log.info("Rebuilding lifetime value")


@dg.op(pool="shipping_api")
def fetch_tracking_events(context: dg.OpExecutionContext) -> None:
    context.log.info("Calling the carrier API")


@dg.job
def tracking_job():
    fetch_tracking_events()


defs = dg.Definitions(assets=[daily_orders, customer_lifetime_value], jobs=[tracking_job])
