import dagster as dg
from dagster_anthropic import AnthropicResource


@dg.multi_asset(
    specs=[dg.AssetSpec("product_review_labels"), dg.AssetSpec("product_review_report")]
)
def product_review_analysis(context: dg.AssetExecutionContext, anthropic: AnthropicResource):
    # Token usage is recorded on product_review_labels only.
    with anthropic.get_client_for_asset(context, dg.AssetKey("product_review_labels")) as client:
        client.messages.create(
            model="claude-3-5-haiku-20241022",
            max_tokens=200,
            messages=[{"role": "user", "content": "Label this review: 'Zipper broke in a week.'"}],
        )
    yield dg.MaterializeResult(asset_key="product_review_labels")
    yield dg.MaterializeResult(asset_key="product_review_report")
