import os

import dagster as dg


class TicketingAPI(dg.ConfigurableResource):
    base_url: str
    api_token: str
    page_size: int = 100


# [start:getenv]
# Read once, when the code location loads. The value is part of the definitions.
SUPPORT_REGION = os.getenv("SUPPORT_REGION", "eu")
# [end:getenv]


@dg.asset
def ticket_backlog(context: dg.AssetExecutionContext, ticketing: TicketingAPI) -> None:
    context.log.info(
        f"Loading {ticketing.page_size} tickets per page for region {SUPPORT_REGION}"
    )


# [start:envvar]
defs = dg.Definitions(
    assets=[ticket_backlog],
    resources={
        # Read when a run starts. The UI shows the variable name, never the value.
        "ticketing": TicketingAPI(
            base_url=dg.EnvVar("TICKETING_URL"),
            api_token=dg.EnvVar("TICKETING_API_TOKEN"),
            page_size=dg.EnvVar.int("TICKETING_PAGE_SIZE"),
        )
    },
)
# [end:envvar]
