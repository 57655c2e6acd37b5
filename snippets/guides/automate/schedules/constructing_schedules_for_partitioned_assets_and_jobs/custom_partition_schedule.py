from datetime import timedelta

import dagster as dg

daily_partitions = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily_partitions)
def ad_clicks(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Reloading clicks for {context.partition_key}")


clicks_job = dg.define_asset_job("clicks_job", selection=[ad_clicks])


@dg.schedule(job=clicks_job, cron_schedule="0 9 * * *")
def late_clicks_schedule(context: dg.ScheduleEvaluationContext):
    # The ad network keeps correcting clicks for three days, so rebuild
    # the partition from three days ago once its numbers are final.
    partition_date = context.scheduled_execution_time - timedelta(days=3)
    partition_key = partition_date.strftime("%Y-%m-%d")
    return dg.RunRequest(run_key=partition_key, partition_key=partition_key)


defs = dg.Definitions(assets=[ad_clicks], jobs=[clicks_job], schedules=[late_clicks_schedule])
