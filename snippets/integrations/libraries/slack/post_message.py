import dagster as dg
from dagster_slack import SlackResource


@dg.asset
def new_signups() -> int:
    # Stand-in for a query against your application database.
    return 128


@dg.asset
def signup_digest(slack: SlackResource, new_signups: int) -> dg.MaterializeResult:
    message = f":tada: {new_signups} people signed up yesterday."
    slack.get_client().chat_postMessage(channel="#growth", text=message)
    return dg.MaterializeResult(metadata={"posted_text": message})


defs = dg.Definitions(
    assets=[new_signups, signup_digest],
    resources={"slack": SlackResource(token=dg.EnvVar("SLACK_BOT_TOKEN"))},
)
