import dagster as dg

monthly = dg.MonthlyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=monthly)
def monthly_revenue(context: dg.AssetExecutionContext) -> float:
    start, end = context.partition_time_window
    context.log.info(f"Summing invoices from {start:%Y-%m-%d} to {end:%Y-%m-%d}")
    return 1250.0


@dg.asset(partitions_def=monthly)
def monthly_revenue_report(monthly_revenue: float) -> str:
    return f"Revenue: {monthly_revenue:.2f} EUR"


month_end_job = dg.define_asset_job(
    "month_end_job",
    selection=[monthly_revenue, monthly_revenue_report],
)

defs = dg.Definitions(assets=[monthly_revenue, monthly_revenue_report], jobs=[month_end_job])
