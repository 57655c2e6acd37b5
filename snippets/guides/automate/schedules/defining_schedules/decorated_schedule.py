import dagster as dg


@dg.asset
def payroll_export() -> None:
    """Sends the day's approved hours to the payroll provider."""


payroll_job = dg.define_asset_job("payroll_job", selection=[payroll_export])


@dg.schedule(job=payroll_job, cron_schedule="0 18 * * *", execution_timezone="America/Chicago")
def payroll_schedule(context: dg.ScheduleEvaluationContext):
    tick = context.scheduled_execution_time
    if tick.weekday() >= 5:  # Saturday or Sunday
        return dg.SkipReason(f"No payroll export on {tick:%A}")

    day = tick.strftime("%Y-%m-%d")
    # Shown in the UI on this tick, under the schedule's tick history.
    context.log.info(f"Requesting the payroll export for {day}")
    return dg.RunRequest(run_key=day, tags={"payroll_day": day})


defs = dg.Definitions(assets=[payroll_export], jobs=[payroll_job], schedules=[payroll_schedule])
