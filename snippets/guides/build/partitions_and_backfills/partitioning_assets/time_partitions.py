import dagster as dg

# [start:daily]
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def daily_orders(context: dg.AssetExecutionContext) -> list:
    day = context.partition_key  # for example "2025-03-14"
    window = context.partition_time_window
    context.log.info(f"Loading orders created from {window.start} up to {window.end}")
    # Stand-in for: SELECT * FROM orders WHERE created_at >= :start AND created_at < :end
    return [{"day": day, "order_id": 1, "amount": 42.0}]
# [end:daily]


# [start:other_cadences]
# Keys look like "2025-01-01-13:00"; the windows follow Berlin local time.
hourly = dg.HourlyPartitionsDefinition(
    start_date="2025-01-01-00:00", timezone="Europe/Berlin"
)

# Weeks start on Sunday by default; day_offset=1 starts them on Monday.
weekly = dg.WeeklyPartitionsDefinition(start_date="2025-01-06", day_offset=1)

# end_offset=1 adds the month that is still in progress.
monthly = dg.MonthlyPartitionsDefinition(start_date="2025-01-01", end_offset=1)

# Daily windows that run from 06:00 to 06:00 instead of midnight to midnight.
daily_from_six = dg.DailyPartitionsDefinition(start_date="2025-01-01", hour_offset=6)


@dg.asset(partitions_def=hourly)
def hourly_clicks(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Counting clicks for hour {context.partition_key}")


@dg.asset(partitions_def=weekly)
def weekly_newsletter_stats(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Week starting {context.partition_key}")


@dg.asset(partitions_def=monthly)
def monthly_invoices(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Invoices for the month starting {context.partition_key}")


@dg.asset(partitions_def=daily_from_six)
def shift_report(context: dg.AssetExecutionContext) -> None:
    window = context.partition_time_window
    context.log.info(f"Shift from {window.start} to {window.end}")
# [end:other_cadences]


defs = dg.Definitions(
    assets=[
        daily_orders,
        hourly_clicks,
        weekly_newsletter_stats,
        monthly_invoices,
        shift_report,
    ]
)
