import dagster as dg


@dg.asset
def exchange_rates(context: dg.AssetExecutionContext) -> None:
    context.log.info("Fetching today's exchange rates")


@dg.asset(deps=[exchange_rates])
def invoices_in_eur(context: dg.AssetExecutionContext) -> None:
    context.log.info("Converting open invoices to EUR")


# [start:max_retries]
# Up to three new runs after a failure; each re-executes only what failed.
invoicing_job = dg.define_asset_job(
    "invoicing_job",
    selection=[exchange_rates, invoices_in_eur],
    tags={"dagster/max_retries": "3"},
)
# [end:max_retries]

# [start:all_steps]
# Retry the whole job from the start, for steps that can't reuse earlier outputs.
full_rerun_job = dg.define_asset_job(
    "full_rerun_job",
    selection=[exchange_rates, invoices_in_eur],
    tags={"dagster/max_retries": "2", "dagster/retry_strategy": "ALL_STEPS"},
)
# [end:all_steps]

# [start:crash_only]
# Retry only when the run worker crashed, not when an asset raised an error.
crash_only_job = dg.define_asset_job(
    "crash_only_job",
    selection=[exchange_rates, invoices_in_eur],
    tags={
        "dagster/max_retries": "3",
        "dagster/retry_on_asset_or_op_failure": "false",
    },
)
# [end:crash_only]

defs = dg.Definitions(
    assets=[exchange_rates, invoices_in_eur],
    jobs=[invoicing_job, full_rerun_job, crash_only_job],
)
