import os

import dagster as dg
from dagster_slack import make_slack_on_run_failure_sensor


def failure_text(context: dg.RunFailureSensorContext) -> str:
    return (
        f"Job *{context.dagster_run.job_name}* failed.\n"
        f"Error: {context.failure_event.message}"
    )


slack_on_failure = make_slack_on_run_failure_sensor(
    channel="#data-alerts",
    slack_token=os.getenv("SLACK_BOT_TOKEN", ""),
    text_fn=failure_text,
    webserver_base_url="https://dagster.internal.example.com",
    default_status=dg.DefaultSensorStatus.RUNNING,
)

defs = dg.Definitions(sensors=[slack_on_failure])
