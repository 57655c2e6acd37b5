import os

import dagster as dg
import requests


@dg.asset
def nightly_sales() -> None: ...


nightly_sales_job = dg.define_asset_job("nightly_sales_job", selection=[nightly_sales])


@dg.run_failure_sensor(monitored_jobs=[nightly_sales_job], default_status=dg.DefaultSensorStatus.RUNNING)
def page_on_call_on_failure(context: dg.RunFailureSensorContext) -> None:
    run = context.dagster_run
    requests.post(
        os.environ["ONCALL_WEBHOOK_URL"],
        json={
            "summary": f"{run.job_name} failed",
            "run_id": run.run_id,
            "error": context.failure_event.message,
        },
        timeout=10,
    )


defs = dg.Definitions(
    assets=[nightly_sales],
    jobs=[nightly_sales_job],
    sensors=[page_on_call_on_failure],
)
