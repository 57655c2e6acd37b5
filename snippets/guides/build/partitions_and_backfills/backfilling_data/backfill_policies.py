import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2024-01-01")


# [start:single_run]
@dg.asset(partitions_def=daily, backfill_policy=dg.BackfillPolicy.single_run())
def events_rollup(context: dg.AssetExecutionContext) -> None:
    # A backfill of any size arrives here as one run covering a range of days.
    key_range = context.partition_key_range
    window = context.partition_time_window
    context.log.info(
        f"Rolling up {len(context.partition_keys)} days: "
        f"{key_range.start} through {key_range.end}"
    )
    # Stand-in for one statement over the whole range, for example:
    # DELETE FROM rollup WHERE day >= :start AND day < :end;
    # INSERT INTO rollup SELECT ... FROM events WHERE ts >= :start AND ts < :end;
    context.log.info(f"Time window: {window.start} to {window.end}")
# [end:single_run]


# [start:multi_run]
@dg.asset(
    partitions_def=daily,
    backfill_policy=dg.BackfillPolicy.multi_run(max_partitions_per_run=7),
)
def weekly_chunked_export(context: dg.AssetExecutionContext) -> None:
    # A 30-day backfill becomes five runs of at most seven days each.
    key_range = context.partition_key_range
    context.log.info(f"Exporting {key_range.start} through {key_range.end}")
# [end:multi_run]


# [start:job]
rollup_job = dg.define_asset_job(name="rollup_job", selection=[events_rollup])
# [end:job]

defs = dg.Definitions(assets=[events_rollup, weekly_chunked_export], jobs=[rollup_job])
