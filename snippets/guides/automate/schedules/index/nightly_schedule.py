import dagster as dg


@dg.asset
def warehouse_snapshot() -> None:
    """Copies the night's inventory counts into the warehouse."""


snapshot_job = dg.define_asset_job("snapshot_job", selection=[warehouse_snapshot])

# Every day at 02:15 UTC. With no name, the schedule is called "snapshot_job_schedule".
nightly_snapshot = dg.ScheduleDefinition(job=snapshot_job, cron_schedule="15 2 * * *")

defs = dg.Definitions(
    assets=[warehouse_snapshot],
    jobs=[snapshot_job],
    schedules=[nightly_snapshot],
)
