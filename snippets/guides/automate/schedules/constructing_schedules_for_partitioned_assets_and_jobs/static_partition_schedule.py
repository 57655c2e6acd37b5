import dagster as dg

regions = dg.StaticPartitionsDefinition(["us", "eu", "apac"])


@dg.asset(partitions_def=regions)
def regional_inventory(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Counting stock in {context.partition_key}")


# Give the asset job the partitions definition, so the schedule can read it.
inventory_job = dg.define_asset_job(
    "inventory_job", selection=[regional_inventory], partitions_def=regions
)

# [start:built]
# Static partitions have no cadence of their own: pass a cron string.
# Each tick requests one run per region.
every_region_at_four = dg.build_schedule_from_partitioned_job(
    inventory_job,
    cron_schedule="0 4 * * *",
    execution_timezone="Europe/Berlin",
)
# [end:built]


# [start:custom]
@dg.schedule(job=inventory_job, cron_schedule="0 16 * * 1-5")
def weekday_eu_recount(context: dg.ScheduleEvaluationContext):
    day = context.scheduled_execution_time.strftime("%Y-%m-%d")
    # Only the partitions this tick needs, with a run key per partition and day.
    return [
        dg.RunRequest(run_key=f"{region}-{day}", partition_key=region)
        for region in ["eu"]
    ]
# [end:custom]


defs = dg.Definitions(
    assets=[regional_inventory],
    jobs=[inventory_job],
    schedules=[every_region_at_four, weekday_eu_recount],
)
