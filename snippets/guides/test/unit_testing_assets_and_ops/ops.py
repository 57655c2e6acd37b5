import dagster as dg
from support_metrics.defs.assets import HelpdeskClient

PRIORITY_RANKS = ["low", "normal", "high", "urgent"]


class EscalationConfig(dg.Config):
    min_priority: str = "high"


@dg.op
def fetch_escalations(
    context: dg.OpExecutionContext, config: EscalationConfig, helpdesk: HelpdeskClient
) -> list[dict]:
    threshold = PRIORITY_RANKS.index(config.min_priority)
    escalations = [
        ticket
        for ticket in helpdesk.get_tickets(status="open")
        if PRIORITY_RANKS.index(ticket["priority"]) >= threshold
    ]
    context.log.info(f"{len(escalations)} tickets need escalation")
    return escalations


@dg.op
def format_digest(escalations: list[dict]) -> str:
    lines = [f"#{ticket['id']} ({ticket['priority']})" for ticket in escalations]
    return "\n".join(["Escalated tickets:", *lines])


@dg.job
def escalation_digest():
    format_digest(fetch_escalations())
