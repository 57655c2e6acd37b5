import dagster as dg

# Statuses of a run that has been submitted but has not finished.
UNFINISHED = [
    dg.DagsterRunStatus.QUEUED,
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
    dg.DagsterRunStatus.CANCELING,
]


@dg.asset
def inventory_snapshot(context: dg.AssetExecutionContext) -> None:
    context.log.info("Copying the inventory tables")


inventory_job = dg.define_asset_job("inventory_job", selection=[inventory_snapshot])


@dg.schedule(job=inventory_job, cron_schedule="*/15 * * * *")
def inventory_every_15_minutes(context: dg.ScheduleEvaluationContext):
    unfinished = context.instance.get_runs_count(
        filters=dg.RunsFilter(job_name=inventory_job.name, statuses=UNFINISHED)
    )
    if unfinished:
        # The tick is recorded as skipped, with this message in the UI.
        return dg.SkipReason(f"{unfinished} run(s) of {inventory_job.name} still unfinished")
    return dg.RunRequest()


defs = dg.Definitions(
    assets=[inventory_snapshot],
    jobs=[inventory_job],
    schedules=[inventory_every_15_minutes],
)
