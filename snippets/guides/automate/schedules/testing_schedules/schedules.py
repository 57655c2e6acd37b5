from datetime import timedelta

import dagster as dg


class ReportConfig(dg.Config):
    report_date: str


@dg.asset
def weekday_report(context: dg.AssetExecutionContext, config: ReportConfig) -> None:
    context.log.info(f"Building the report for {config.report_date}")


report_job = dg.define_asset_job("report_job", selection=[weekday_report])


@dg.schedule(job=report_job, cron_schedule="0 6 * * *")
def weekday_report_schedule(context: dg.ScheduleEvaluationContext):
    tick = context.scheduled_execution_time
    if tick.weekday() >= 5:
        return dg.SkipReason("Reports are only built on weekdays")

    report_date = (tick - timedelta(days=1)).strftime("%Y-%m-%d")
    return dg.RunRequest(
        run_key=report_date,
        run_config={"ops": {"weekday_report": {"config": {"report_date": report_date}}}},
    )


defs = dg.Definitions(
    assets=[weekday_report],
    jobs=[report_job],
    schedules=[weekday_report_schedule],
)
