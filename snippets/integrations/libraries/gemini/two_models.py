import dagster as dg
from dagster_gemini import GeminiResource


@dg.asset
def review_sentiment(
    context: dg.AssetExecutionContext, gemini_fast: GeminiResource, gemini_pro: GeminiResource
) -> dict[str, str]:
    with gemini_fast.get_model(context) as model:
        label = model.generate_content("Label as positive or negative: 'Great fit.'").text
    with gemini_pro.get_model(context) as model:
        reply = model.generate_content("Draft a short thank-you reply to: 'Great fit.'").text
    return {"label": label, "reply": reply}


defs = dg.Definitions(
    assets=[review_sentiment],
    resources={
        "gemini_fast": GeminiResource(
            api_key=dg.EnvVar("GEMINI_API_KEY"), generative_model_name="gemini-1.5-flash"
        ),
        "gemini_pro": GeminiResource(
            api_key=dg.EnvVar("GEMINI_API_KEY"), generative_model_name="gemini-1.5-pro"
        ),
    },
)
