import os

import dagster as dg
from dagster_slack import (
    SlackResource,
    make_slack_on_run_failure_sensor,
    slack_on_failure,
    slack_on_success,
    slack_resource,
)


# [start:resource]
@dg.asset
def weekly_signups(slack: SlackResource) -> int:
    signups = 412
    slack.get_client().chat_postMessage(
        channel="#growth",
        text=f":tada: {signups} new customers signed up this week.",
    )
    return signups


resources = {"slack": SlackResource(token=dg.EnvVar("SLACK_BOT_TOKEN"))}
# [end:resource]


# [start:run_failure_sensor]
def describe_failure(context: dg.RunFailureSensorContext) -> str:
    return (
        f"Run `{context.dagster_run.run_id}` of job `{context.dagster_run.job_name}` failed: "
        f"{context.failure_event.message}"
    )


orders_job = dg.define_asset_job("orders_job", selection="weekly_signups")

notify_on_failure = make_slack_on_run_failure_sensor(
    channel="#data-alerts",
    slack_token=os.getenv("SLACK_BOT_TOKEN", ""),
    text_fn=describe_failure,
    monitored_jobs=[orders_job],
    webserver_base_url="https://dagster.example.com",
    default_status=dg.DefaultSensorStatus.RUNNING,
)
# [end:run_failure_sensor]


# [start:hooks]
@dg.op
def refresh_weather_forecast() -> None:
    ...


def failure_text(context: dg.HookContext) -> str:
    return f":rotating_light: `{context.op.name}` failed in run {context.run_id}"


@dg.job(
    resource_defs={"slack": slack_resource.configured({"token": {"env": "SLACK_BOT_TOKEN"}})},
    hooks={
        slack_on_failure("#data-alerts", message_fn=failure_text),
        slack_on_success("#data-log"),
    },
)
def weather_job():
    refresh_weather_forecast()
# [end:hooks]


defs = dg.Definitions(
    assets=[weekly_signups],
    jobs=[orders_job, weather_job],
    sensors=[notify_on_failure],
    resources=resources,
)
