import dagster as dg
from dagster_openai import OpenAIResource

ARTICLES = {
    "returns-policy": "You can return unused items within 30 days of delivery.",
    "track-order": "Open your order page to see the carrier and tracking number.",
}


@dg.multi_asset(
    specs=[
        dg.AssetSpec("help_article_embeddings", kinds={"openai"}),
        dg.AssetSpec("help_article_index"),
    ]
)
def help_center_search(context: dg.AssetExecutionContext, openai: OpenAIResource):
    # Token usage is recorded on the embeddings asset, the one that calls the API.
    with openai.get_client_for_asset(context, dg.AssetKey("help_article_embeddings")) as client:
        response = client.embeddings.create(
            model="text-embedding-3-small", input=list(ARTICLES.values())
        )
    vectors = [item.embedding for item in response.data]
    yield dg.MaterializeResult(
        asset_key="help_article_embeddings",
        metadata={"articles": len(vectors), "dimensions": len(vectors[0])},
    )
    # Building the search index from the vectors is left out here.
    yield dg.MaterializeResult(asset_key="help_article_index")


defs = dg.Definitions(
    assets=[help_center_search],
    resources={"openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY"))},
)
