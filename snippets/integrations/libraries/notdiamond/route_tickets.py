from collections import Counter

import dagster as dg
from dagster_notdiamond import NotDiamondResource

CANDIDATE_MODELS = [
    "openai/gpt-4o",
    "openai/gpt-4o-mini",
    "anthropic/claude-3-5-sonnet-20240620",
]


@dg.asset
def open_tickets() -> dict[str, str]:
    """Support tickets waiting for a first reply, keyed by ticket ID."""
    return {
        "T-8812": "My invoice shows the old VAT rate, can you reissue it?",
        "T-8813": "The export to CSV times out for reports over 50k rows.",
    }


@dg.asset
def reply_model_routes(
    context: dg.AssetExecutionContext,
    notdiamond: NotDiamondResource,
    open_tickets: dict[str, str],
) -> dict[str, str]:
    """The model Not Diamond recommends for drafting each ticket's reply."""
    routes = {}
    with notdiamond.get_client(context) as client:
        for ticket_id, text in open_tickets.items():
            session_id, model = client.model_select(
                model=CANDIDATE_MODELS,
                messages=[
                    {"role": "system", "content": "Draft a reply to this support ticket."},
                    {"role": "user", "content": text},
                ],
            )
            context.log.info(f"{ticket_id}: {model} (Not Diamond session {session_id})")
            routes[ticket_id] = str(model)

    context.add_output_metadata({"tickets_per_model": dict(Counter(routes.values()))})
    return routes


defs = dg.Definitions(
    assets=[open_tickets, reply_model_routes],
    resources={"notdiamond": NotDiamondResource(api_key=dg.EnvVar("NOTDIAMOND_API_KEY"))},
)
