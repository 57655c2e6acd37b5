import dagster as dg
from dagster_gemini import GeminiResource


@dg.asset(kinds={"gemini"})
def product_descriptions(context: dg.AssetExecutionContext, gemini: GeminiResource) -> dict[str, str]:
    products = {
        "TENT-2P": "two-person tent, 1.9 kg, aluminium poles",
        "STOVE-MINI": "canister stove, 80 g, piezo ignition",
    }
    descriptions = {}
    with gemini.get_model(context) as model:
        for sku, facts in products.items():
            response = model.generate_content(
                f"Write a one-sentence catalog description for a {facts}."
            )
            descriptions[sku] = response.text
    return descriptions


defs = dg.Definitions(
    assets=[product_descriptions],
    resources={
        "gemini": GeminiResource(
            api_key=dg.EnvVar("GEMINI_API_KEY"),
            generative_model_name="gemini-1.5-flash",
        )
    },
)
