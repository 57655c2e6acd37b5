import dagster as dg

hourly = dg.HourlyPartitionsDefinition(start_date="2025-01-01-00:00")
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=hourly)
def hourly_events(context: dg.AssetExecutionContext) -> int:
    # Stand-in for counting the events of one hour.
    return 60


@dg.asset(partitions_def=daily)
def daily_event_count(context: dg.AssetExecutionContext, hourly_events: dict) -> int:
    # Partition "2025-03-14" depends on hours "2025-03-14-00:00" to "2025-03-14-23:00".
    # Several upstream partitions arrive as a dict keyed by partition key.
    key_range = context.asset_partition_key_range_for_input("hourly_events")
    context.log.info(f"Summing hours {key_range.start} to {key_range.end}")
    return sum(hourly_events.values())


@dg.asset(partitions_def=daily)
def daily_event_report(context: dg.AssetExecutionContext, daily_event_count: int) -> None:
    # Same partitions definition: each day depends on the same day upstream.
    context.log.info(f"{context.partition_key}: {daily_event_count} events")


defs = dg.Definitions(assets=[hourly_events, daily_event_count, daily_event_report])
