import os

import dagster as dg
import weaviate.classes as wvc
from dagster_weaviate import CloudConfig, WeaviateResource

COLLECTION = "Recipe"


@dg.asset
def recipes() -> list[dict]:
    """Recipes published on the cooking site."""
    return [
        {"title": "Lemon risotto", "summary": "Creamy rice with lemon zest and parmesan."},
        {"title": "Chickpea curry", "summary": "A quick vegan curry with coconut milk."},
        {"title": "Berry crumble", "summary": "Baked mixed berries under an oat topping."},
    ]


@dg.asset(kinds={"weaviate"})
def recipe_collection(recipes: list[dict], weaviate: WeaviateResource) -> dg.MaterializeResult:
    """The Recipe collection, rebuilt from the published recipes.

    Weaviate computes the vectors itself with its OpenAI vectorizer module.
    """
    with weaviate.get_client() as client:
        if client.collections.exists(COLLECTION):
            client.collections.delete(COLLECTION)
        collection = client.collections.create(
            name=COLLECTION,
            vectorizer_config=wvc.config.Configure.Vectorizer.text2vec_openai(),
            properties=[
                wvc.config.Property(name="title", data_type=wvc.config.DataType.TEXT),
                wvc.config.Property(name="summary", data_type=wvc.config.DataType.TEXT),
            ],
        )
        result = collection.data.insert_many(recipes)
        if result.has_errors:
            raise dg.Failure(f"{len(result.errors)} recipes could not be inserted")
    return dg.MaterializeResult(metadata={"objects": len(recipes)})


@dg.asset_check(asset=recipe_collection)
def vegan_query_finds_curry(weaviate: WeaviateResource) -> dg.AssetCheckResult:
    with weaviate.get_client() as client:
        hits = client.collections.get(COLLECTION).query.near_text(
            query="plant-based dinner", limit=1
        )
    top = hits.objects[0].properties["title"] if hits.objects else None
    return dg.AssetCheckResult(passed=top == "Chickpea curry", metadata={"top_hit": str(top)})


defs = dg.Definitions(
    assets=[recipes, recipe_collection],
    asset_checks=[vegan_query_finds_curry],
    resources={
        "weaviate": WeaviateResource(
            connection_config=CloudConfig(cluster_url=dg.EnvVar("WEAVIATE_CLUSTER_URL")),
            # These two settings are dictionaries, so they are read when the code loads.
            auth_credentials={"api_key": os.getenv("WEAVIATE_API_KEY", "")},
            headers={"X-OpenAI-Api-Key": os.getenv("OPENAI_API_KEY", "")},
        )
    },
)
