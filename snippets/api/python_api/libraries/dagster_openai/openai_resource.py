import dagster as dg
from dagster_openai import OpenAIResource, with_usage_metadata
from pydantic import BaseModel


# [start:resource]
@dg.asset(kinds={"openai"})
def review_summary(context: dg.AssetExecutionContext, openai: OpenAIResource) -> str:
    reviews = [
        "Arrived two days late, but the jacket fits well.",
        "Zipper broke after a week.",
        "Great value for the price.",
    ]
    with openai.get_client(context) as client:
        response = client.chat.completions.create(
            model="gpt-4o-mini",
            messages=[
                {"role": "system", "content": "Summarize customer reviews in two sentences."},
                {"role": "user", "content": "\n".join(reviews)},
            ],
        )
    # Token counts are added to the materialization's metadata.
    return response.choices[0].message.content or ""


defs = dg.Definitions(
    assets=[review_summary],
    resources={"openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY"))},
)
# [end:resource]


# [start:multi_asset]
@dg.multi_asset(specs=[dg.AssetSpec("product_embeddings"), dg.AssetSpec("embedding_report")])
def embed_products(context: dg.AssetExecutionContext, openai: OpenAIResource):
    descriptions = ["Waterproof hiking boots", "Insulated winter jacket"]
    with openai.get_client_for_asset(context, dg.AssetKey("product_embeddings")) as client:
        response = client.embeddings.create(
            model="text-embedding-3-small",
            input=descriptions,
        )
    yield dg.MaterializeResult(
        asset_key="product_embeddings",
        metadata={"vectors": len(response.data)},
    )
    yield dg.MaterializeResult(
        asset_key="embedding_report",
        metadata={"products": len(descriptions)},
    )
# [end:multi_asset]


# [start:with_usage_metadata]
class TicketCategory(BaseModel):
    category: str
    urgent: bool


@dg.asset
def ticket_triage(context: dg.AssetExecutionContext, openai: OpenAIResource) -> str:
    with openai.get_client(context) as client:
        # get_client wraps completions, chat and embeddings for you.
        # Wrap other endpoints, such as structured-output parsing, yourself.
        parse = with_usage_metadata(
            context=context,
            output_name=None,
            func=client.beta.chat.completions.parse,
        )
        completion = parse(
            model="gpt-4o-mini",
            messages=[{"role": "user", "content": "Where is my refund for order 1042?"}],
            response_format=TicketCategory,
        )
    ticket = completion.choices[0].message.parsed
    return ticket.category if ticket else "unknown"
# [end:with_usage_metadata]
