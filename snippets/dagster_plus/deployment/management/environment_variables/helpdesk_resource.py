import dagster as dg
import requests


class HelpdeskClient(dg.ConfigurableResource):
    """Reads tickets from the support desk's REST API."""

    base_url: str
    api_key: str

    def open_tickets(self) -> list[dict]:
        response = requests.get(
            f"{self.base_url}/tickets",
            params={"status": "open"},
            headers={"Authorization": f"Bearer {self.api_key}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()["tickets"]


@dg.asset
def open_support_tickets(helpdesk: HelpdeskClient) -> dg.MaterializeResult:
    tickets = helpdesk.open_tickets()
    return dg.MaterializeResult(metadata={"open_tickets": len(tickets)})


defs = dg.Definitions(
    assets=[open_support_tickets],
    resources={
        # Dagster reads both variables when a run starts. In Dagster+, set them
        # on the Environment variables page or in your agent's configuration.
        "helpdesk": HelpdeskClient(
            base_url=dg.EnvVar("HELPDESK_URL"),
            api_key=dg.EnvVar("HELPDESK_API_KEY"),
        )
    },
)
