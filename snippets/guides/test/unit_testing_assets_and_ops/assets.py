import requests

import dagster as dg


class HelpdeskClient(dg.ConfigurableResource):
    """Reads tickets from the helpdesk's REST API."""

    api_url: str
    api_token: str

    def get_tickets(self, status: str) -> list[dict]:
        response = requests.get(
            f"{self.api_url}/tickets",
            params={"status": status},
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()["tickets"]

    def count_closed_on(self, day: str) -> int:
        response = requests.get(
            f"{self.api_url}/tickets/closed",
            params={"date": day},
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()["count"]


class BacklogConfig(dg.Config):
    stale_after_days: int = 7


# [start:no_arguments]
@dg.asset
def priority_weights() -> dict[str, int]:
    """How much each priority level counts toward the backlog score."""
    return {"low": 1, "normal": 2, "high": 5, "urgent": 10}
# [end:no_arguments]


# [start:resource]
@dg.asset
def open_tickets(helpdesk: HelpdeskClient) -> list[dict]:
    return helpdesk.get_tickets(status="open")
# [end:resource]


# [start:config]
@dg.asset
def stale_tickets(config: BacklogConfig, open_tickets: list[dict]) -> list[dict]:
    return [ticket for ticket in open_tickets if ticket["age_days"] > config.stale_after_days]
# [end:config]


# [start:context]
@dg.asset
def backlog_score(
    context: dg.AssetExecutionContext,
    open_tickets: list[dict],
    priority_weights: dict[str, int],
) -> int:
    score = sum(priority_weights[ticket["priority"]] for ticket in open_tickets)
    context.log.info(f"Backlog score is {score} for {len(open_tickets)} open tickets")
    return score
# [end:context]


# [start:partitioned]
@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def tickets_closed_per_day(context: dg.AssetExecutionContext, helpdesk: HelpdeskClient) -> int:
    return helpdesk.count_closed_on(context.partition_key)
# [end:partitioned]


defs = dg.Definitions(
    assets=[priority_weights, open_tickets, stale_tickets, backlog_score, tickets_closed_per_day],
    resources={
        "helpdesk": HelpdeskClient(
            api_url="https://helpdesk.example.com/api",
            api_token=dg.EnvVar("HELPDESK_API_TOKEN"),
        )
    },
)
