import dagster as dg


@dg.asset
def nightly_orders() -> None:
    """Loads the night's orders."""


@dg.asset
def sales_report() -> None:
    """Builds the sales report from the loaded orders."""


ingest_job = dg.define_asset_job("ingest_job", selection=[nightly_orders])
report_job = dg.define_asset_job("report_job", selection=[sales_report])


@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.SUCCESS,
    monitored_jobs=[ingest_job],
    request_job=report_job,
)
def report_after_ingest(context: dg.RunStatusSensorContext):
    upstream_run_id = context.dagster_run.run_id
    # Keyed on the upstream run, so each successful ingest starts one report.
    return dg.RunRequest(run_key=upstream_run_id, tags={"upstream_run": upstream_run_id})


defs = dg.Definitions(
    assets=[nightly_orders, sales_report],
    jobs=[ingest_job, report_job],
    sensors=[report_after_ingest],
)
