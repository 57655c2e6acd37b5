import dagster as dg


@dg.asset
def finance_dashboard() -> None:
    """Refreshes the finance dashboard."""


dashboard_job = dg.define_asset_job("dashboard_job", selection=[finance_dashboard])


# Watch a job that lives in another code location, named "ingestion".
@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.SUCCESS,
    monitored_jobs=[dg.JobSelector(location_name="ingestion", job_name="ledger_ingest_job")],
    request_job=dashboard_job,
)
def dashboard_after_ledger(context: dg.RunStatusSensorContext):
    return dg.RunRequest(run_key=context.dagster_run.run_id)


# Log every canceled run in the deployment, whatever its code location.
@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.CANCELED,
    monitor_all_code_locations=True,
)
def log_canceled_runs(context: dg.RunStatusSensorContext):
    context.log.info(f"Run {context.dagster_run.run_id} was canceled")


defs = dg.Definitions(
    assets=[finance_dashboard],
    jobs=[dashboard_job],
    sensors=[dashboard_after_ledger, log_canceled_runs],
)
