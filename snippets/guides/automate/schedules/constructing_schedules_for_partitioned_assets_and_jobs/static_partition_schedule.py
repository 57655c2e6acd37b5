import dagster as dg

regions = dg.StaticPartitionsDefinition(["us", "eu", "apac"])


@dg.asset(partitions_def=regions)
def regional_inventory(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Counting stock in {context.partition_key}")


# The job is partitioned like the asset it selects; it needs no partitions_def.
inventory_job = dg.define_asset_job("inventory_job", selection=[regional_inventory])


# [start:every_partition]
# Static partitions have no cadence of their own: the cron string sets it.
# Each tick requests one run per region, keyed by region and day.
@dg.schedule(job=inventory_job, cron_schedule="0 4 * * *", execution_timezone="Europe/Berlin")
def every_region_at_four(context: dg.ScheduleEvaluationContext):
    day = context.scheduled_execution_time.strftime("%Y-%m-%d")
    return [
        dg.RunRequest(run_key=f"{region}-{day}", partition_key=region)
        for region in regions.get_partition_keys()
    ]
# [end:every_partition]


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
