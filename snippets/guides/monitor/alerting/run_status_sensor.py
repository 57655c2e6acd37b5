import dagster as dg


@dg.asset
def revenue_report() -> None: ...


revenue_job = dg.define_asset_job("revenue_job", selection=[revenue_report])


@dg.run_status_sensor(run_status=dg.DagsterRunStatus.SUCCESS, monitored_jobs=[revenue_job])
def announce_revenue_report(context: dg.RunStatusSensorContext) -> None:
    context.log.info(f"Revenue report is ready (run {context.dagster_run.run_id})")


defs = dg.Definitions(assets=[revenue_report], jobs=[revenue_job], sensors=[announce_revenue_report])
