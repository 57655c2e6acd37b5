import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.op
def export_events(context: dg.OpExecutionContext) -> int:
    window = context.partition_time_window
    context.log.info(
        f"Partition {context.partition_key}: exporting events "
        f"from {window.start} up to {window.end}"
    )
    # Stand-in for an export query bounded by the window.
    return 1500


@dg.op
def announce(context: dg.OpExecutionContext, row_count: int) -> None:
    context.log.info(f"Exported {row_count} rows for {context.partition_key}")


@dg.job(partitions_def=daily)
def daily_export_job():
    announce(export_events())


# A schedule that targets the most recent complete day on every tick.
daily_export_schedule = dg.build_schedule_from_partitioned_job(daily_export_job)

defs = dg.Definitions(jobs=[daily_export_job], schedules=[daily_export_schedule])


if __name__ == "__main__":
    daily_export_job.execute_in_process(partition_key="2025-03-14")
