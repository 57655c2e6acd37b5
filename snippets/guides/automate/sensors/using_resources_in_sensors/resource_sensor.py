import json
import urllib.request

import dagster as dg


class TicketAPI(dg.ConfigurableResource):
    """Reads tickets from a helpdesk REST API."""

    base_url: str
    token: str

    def closed_ticket_ids(self, after_id: int) -> list[int]:
        request = urllib.request.Request(
            f"{self.base_url}/tickets?status=closed&after_id={after_id}",
            headers={"Authorization": f"Bearer {self.token}"},
        )
        with urllib.request.urlopen(request, timeout=20) as response:
            return [ticket["id"] for ticket in json.load(response)]


@dg.asset
def satisfaction_survey() -> None:
    """Sends a satisfaction survey for closed tickets."""


survey_job = dg.define_asset_job("survey_job", selection=[satisfaction_survey])


@dg.sensor(job=survey_job, minimum_interval_seconds=300)
def closed_ticket_sensor(context: dg.SensorEvaluationContext, tickets: TicketAPI):
    last_id = int(context.cursor) if context.cursor else 0
    ticket_ids = tickets.closed_ticket_ids(after_id=last_id)
    if not ticket_ids:
        return dg.SkipReason("No newly closed tickets")

    context.update_cursor(str(max(ticket_ids)))
    return [
        dg.RunRequest(run_key=str(ticket_id), tags={"ticket_id": str(ticket_id)})
        for ticket_id in ticket_ids
    ]


defs = dg.Definitions(
    assets=[satisfaction_survey],
    jobs=[survey_job],
    sensors=[closed_ticket_sensor],
    resources={
        "tickets": TicketAPI(
            base_url="https://helpdesk.example.com/api",
            token=dg.EnvVar("HELPDESK_TOKEN"),
        ),
    },
)
