import dagster as dg


@dg.asset
def raw_transactions() -> None:
    """Loaded by an external tool; Dagster only tracks it."""


# Re-run whenever raw_transactions is updated.
@dg.asset(deps=[raw_transactions], automation_condition=dg.AutomationCondition.eager())
def clean_transactions() -> None: ...


# Once an hour, after clean_transactions has been updated within that hour.
@dg.asset(
    deps=[clean_transactions],
    automation_condition=dg.AutomationCondition.on_cron("0 * * * *"),
)
def fraud_scores() -> None: ...


# Fill in each new daily partition as soon as it exists.
@dg.asset(
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    automation_condition=dg.AutomationCondition.on_missing(),
)
def daily_statements(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Generating statements for {context.partition_key}")


# No sensor here: Dagster adds default_automation_condition_sensor for you.
defs = dg.Definitions(assets=[raw_transactions, clean_transactions, fraud_scores, daily_statements])
