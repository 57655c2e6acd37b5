import dagster as dg


@dg.asset
def weekly_returns(context: dg.AssetExecutionContext) -> None:
    context.log.info("Counting this week's returns")
