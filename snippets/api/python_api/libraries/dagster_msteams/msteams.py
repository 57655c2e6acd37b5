import os

import dagster as dg
from dagster_msteams import (
    Card,
    MSTeamsResource,
    make_teams_on_run_failure_sensor,
    teams_on_failure,
    teams_on_success,
)

# [start:resource]
@dg.asset
def daily_signups(msteams: MSTeamsResource) -> int:
    signups = 318  # In practice, count yesterday's signups in your database.
    card = Card()
    card.add_attachment(text_message=f"Yesterday {signups} customers signed up.")
    msteams.get_client().post_message(payload=card.payload)
    return signups


defs = dg.Definitions(
    assets=[daily_signups],
    resources={"msteams": MSTeamsResource(hook_url=dg.EnvVar("TEAMS_WEBHOOK_URL"))},
)
# [end:resource]


# [start:hooks]
def refund_failed_message(context: dg.HookContext) -> str:
    return f"Refund step {context.op.name} failed in run {context.run_id}."


@dg.op
def issue_refunds():
    ...


@dg.op
def email_receipts():
    ...


@dg.job(
    resource_defs={"msteams": MSTeamsResource(hook_url=dg.EnvVar("TEAMS_WEBHOOK_URL"))},
    hooks={teams_on_failure(refund_failed_message, webserver_base_url="https://dagster.example.com")},
)
def process_refunds():
    # Only this op also reports its success to the channel.
    issue_refunds.with_hooks({teams_on_success()})()
    email_receipts()
# [end:hooks]


# [start:sensor]
def weather_failure_message(context: dg.RunFailureSensorContext) -> str:
    return (
        f"Weather import {context.dagster_run.job_name} failed: "
        f"{context.failure_event.message}"
    )


@dg.op
def fetch_forecasts():
    ...


@dg.job
def import_weather():
    fetch_forecasts()


teams_on_weather_failure = make_teams_on_run_failure_sensor(
    hook_url=os.environ["TEAMS_WEBHOOK_URL"],
    message_fn=weather_failure_message,
    monitored_jobs=[import_weather],
    webserver_base_url="https://dagster.example.com",
    default_status=dg.DefaultSensorStatus.RUNNING,
)

weather_defs = dg.Definitions(jobs=[import_weather], sensors=[teams_on_weather_failure])
# [end:sensor]
