import os

import dagster as dg
from dagster_chroma import ChromaResource, HttpConfig, LocalConfig


@dg.asset(kinds={"chroma"})
def help_center_index(chroma: ChromaResource) -> dg.MaterializeResult:
    articles = {
        "returns-policy": "You can return unworn items within 30 days of delivery.",
        "shipping-times": "Standard shipping takes three to five business days.",
        "gift-cards": "Gift cards never expire and can be used online or in stores.",
    }
    with chroma.get_client() as client:
        collection = client.get_or_create_collection("help_center")
        collection.upsert(ids=list(articles), documents=list(articles.values()))
        count = collection.count()
    return dg.MaterializeResult(metadata={"documents": count})


@dg.asset(deps=[help_center_index], kinds={"chroma"})
def return_questions_context(chroma: ChromaResource) -> list[str]:
    with chroma.get_client() as client:
        results = client.get_collection("help_center").query(
            query_texts=["How long do I have to send something back?"], n_results=2
        )
    return results["ids"][0]


defs = dg.Definitions(
    assets=[help_center_index, return_questions_context],
    resources={
        "chroma": ChromaResource(
            # A local database on disk while developing, a Chroma server in production.
            connection_config=LocalConfig(persistence_path="./chroma")
            if os.getenv("DAGSTER_DEPLOYMENT", "local") == "local"
            else HttpConfig(host="chroma.internal.acme.com", port=8000)
        )
    },
)
