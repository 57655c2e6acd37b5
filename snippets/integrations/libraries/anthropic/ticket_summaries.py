import dagster as dg
from dagster_anthropic import AnthropicResource


@dg.asset(kinds={"anthropic"})
def escalated_ticket_summary(
    context: dg.AssetExecutionContext, anthropic: AnthropicResource
) -> str:
    tickets = [
        "Order 4471 arrived with a cracked screen; customer wants a replacement.",
        "Refund for order 4502 not received after 14 days.",
        "Customer charged twice for subscription renewal in March.",
    ]
    with anthropic.get_client(context) as client:
        message = client.messages.create(
            model="claude-3-5-haiku-20241022",
            max_tokens=400,
            messages=[
                {
                    "role": "user",
                    "content": "Summarize the common themes of these support tickets "
                    "in three bullet points:\n" + "\n".join(tickets),
                }
            ],
        )
    return message.content[0].text


defs = dg.Definitions(
    assets=[escalated_ticket_summary],
    resources={"anthropic": AnthropicResource(api_key=dg.EnvVar("ANTHROPIC_API_KEY"))},
)
