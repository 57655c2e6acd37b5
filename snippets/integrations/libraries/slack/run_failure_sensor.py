import os

import dagster as dg
from dagster_slack import make_slack_on_run_failure_sensor


@dg.asset
def nightly_export() -> None:
    raise RuntimeError("The upstream API returned HTTP 503.")


nightly_job = dg.define_asset_job("nightly_job", selection=[nightly_export])


def describe_failure(context: dg.RunFailureSensorContext) -> str:
    run = context.dagster_run
    return (
        f"Job `{run.job_name}` failed in run `{run.run_id[:8]}`.\n"
        f"Error: {context.failure_event.message}"
    )


slack_on_run_failure = make_slack_on_run_failure_sensor(
    channel="#data-alerts",
    slack_token=os.getenv("SLACK_BOT_TOKEN", ""),
    text_fn=describe_failure,
    monitored_jobs=[nightly_job],
    webserver_base_url="http://localhost:3000",
    default_status=dg.DefaultSensorStatus.RUNNING,
)

defs = dg.Definitions(
    assets=[nightly_export],
    jobs=[nightly_job],
    sensors=[slack_on_run_failure],
)
