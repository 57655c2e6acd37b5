import dagster as dg
from dagster_openai import OpenAIResource

TOPICS = ["billing", "shipping", "returns", "product defect", "other"]


@dg.asset
def new_tickets() -> dict[str, str]:
    """Tickets opened yesterday, keyed by ticket ID."""
    return {
        "T-9001": "I was charged twice for order 55120.",
        "T-9002": "The blender arrived with a cracked jug.",
    }


@dg.asset(kinds={"openai"})
def ticket_topics(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    new_tickets: dict[str, str],
) -> dict[str, str]:
    """One topic per ticket, chosen by a chat model."""
    topics = {}
    with openai.get_client(context) as client:
        for ticket_id, text in new_tickets.items():
            response = client.chat.completions.create(
                model="gpt-4o-mini",
                temperature=0,
                messages=[
                    {
                        "role": "system",
                        "content": "Answer with one topic from this list: " + ", ".join(TOPICS),
                    },
                    {"role": "user", "content": text},
                ],
            )
            topics[ticket_id] = response.choices[0].message.content.strip().lower()
    return topics


defs = dg.Definitions(
    assets=[new_tickets, ticket_topics],
    resources={"openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY"))},
)
