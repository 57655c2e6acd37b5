import dagster as dg

regions = dg.StaticPartitionsDefinition(["us", "eu", "apac"])


@dg.asset(partitions_def=regions)
def regional_inventory(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Counting stock in {context.partition_key}")


inventory_job = dg.define_asset_job("inventory_job", selection=[regional_inventory])


@dg.schedule(job=inventory_job, cron_schedule="0 4 * * *")
def all_regions_schedule(context: dg.ScheduleEvaluationContext):
    day = context.scheduled_execution_time.strftime("%Y-%m-%d")
    # One run per region; the run key keeps each pair unique per day.
    return [
        dg.RunRequest(run_key=f"{region}-{day}", partition_key=region)
        for region in regions.get_partition_keys()
    ]


defs = dg.Definitions(
    assets=[regional_inventory],
    jobs=[inventory_job],
    schedules=[all_regions_schedule],
)
