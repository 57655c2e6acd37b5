import dagster as dg


@dg.asset
def settlement_report(context: dg.AssetExecutionContext) -> None:
    context.log.info("Settlement report built")


# Replacing the logger called "console" swaps Dagster's default output for
# JSON lines in every job of this code location, with no logger of your own.
defs = dg.Definitions(
    assets=[settlement_report],
    loggers={"console": dg.json_console_logger},
)
