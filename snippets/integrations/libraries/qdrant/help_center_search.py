import dagster as dg
from dagster_openai import OpenAIResource
from dagster_qdrant import QdrantConfig, QdrantResource
from qdrant_client import models

COLLECTION = "help_articles"
EMBEDDING_MODEL = "text-embedding-3-small"  # returns 1536-dimensional vectors


@dg.asset
def help_articles() -> list[dict]:
    """Published help-center articles."""
    return [
        {"id": 1, "title": "Return an item", "body": "Start a return within 30 days."},
        {"id": 2, "title": "Change your address", "body": "Edit it before the order ships."},
    ]


@dg.asset(kinds={"qdrant"})
def help_article_vectors(
    context: dg.AssetExecutionContext,
    help_articles: list[dict],
    openai: OpenAIResource,
    qdrant: QdrantResource,
) -> dg.MaterializeResult:
    """One vector per article in the Qdrant collection, replaced on each run."""
    with openai.get_client(context) as llm:
        response = llm.embeddings.create(
            model=EMBEDDING_MODEL,
            input=[f"{a['title']}\n{a['body']}" for a in help_articles],
        )

    with qdrant.get_client() as client:
        if client.collection_exists(COLLECTION):
            client.delete_collection(COLLECTION)
        client.create_collection(
            collection_name=COLLECTION,
            vectors_config=models.VectorParams(size=1536, distance=models.Distance.COSINE),
        )
        client.upsert(
            collection_name=COLLECTION,
            points=[
                models.PointStruct(
                    id=article["id"],
                    vector=item.embedding,
                    payload={"title": article["title"]},
                )
                for article, item in zip(help_articles, response.data)
            ],
        )
        stored = client.count(collection_name=COLLECTION).count

    return dg.MaterializeResult(metadata={"points": stored})


@dg.asset_check(asset=help_article_vectors)
def return_question_finds_return_article(
    context: dg.AssetCheckExecutionContext, openai: OpenAIResource, qdrant: QdrantResource
) -> dg.AssetCheckResult:
    """A customer question about returns must find the returns article first."""
    # The OpenAI resource accepts asset and op contexts; a check passes its op context.
    with openai.get_client(context.op_execution_context) as llm:
        question = llm.embeddings.create(
            model=EMBEDDING_MODEL, input="How do I send back a jacket that doesn't fit?"
        ).data[0].embedding
    with qdrant.get_client() as client:
        hits = client.query_points(collection_name=COLLECTION, query=question, limit=1).points
    top_title = hits[0].payload["title"] if hits else None
    return dg.AssetCheckResult(
        passed=top_title == "Return an item",
        metadata={"top_hit": str(top_title), "score": hits[0].score if hits else 0.0},
    )


defs = dg.Definitions(
    assets=[help_articles, help_article_vectors],
    asset_checks=[return_question_finds_return_article],
    resources={
        "openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY")),
        "qdrant": QdrantResource(
            config=QdrantConfig(
                url=dg.EnvVar("QDRANT_URL"),
                api_key=dg.EnvVar("QDRANT_API_KEY"),
            )
        ),
    },
)
