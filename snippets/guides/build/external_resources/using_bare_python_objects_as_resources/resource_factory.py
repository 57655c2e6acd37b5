import dagster as dg
from slack_sdk import WebClient


class SlackClientFactory(dg.ConfigurableResourceFactory[WebClient]):
    """Configuration in Dagster; a plain slack_sdk client at run time."""

    token: str

    def create_resource(self, context: dg.InitResourceContext) -> WebClient:
        return WebClient(token=self.token)


@dg.asset
def announcement(slack: dg.ResourceParam[WebClient]) -> None:
    slack.chat_postMessage(channel="#data", text="Nightly models are refreshed.")


defs = dg.Definitions(
    assets=[announcement],
    resources={"slack": SlackClientFactory(token=dg.EnvVar("SLACK_BOT_TOKEN"))},
)
