import dagster as dg
import pandas as pd
from dagster_openai import OpenAIResource
from openai import OpenAI

from genre_classifier.constants import BASE_MODEL
from genre_classifier.fine_tuning import fine_tuned_model
from genre_classifier.training_files import book_messages

EVALUATION_SAMPLE = 50


# [start:ask]
def predict_genre(client: OpenAI, model: str, book) -> str:
    response = client.chat.completions.create(
        model=model,
        messages=book_messages(book.title, book.author, book.description),
        temperature=0,
        max_tokens=10,
    )
    return (response.choices[0].message.content or "").strip().lower()
# [end:ask]


# [start:check]
@dg.asset_check(
    asset=fine_tuned_model,
    additional_ins={"evaluation_books": dg.AssetIn("evaluation_books")},
)
def beats_base_model(
    context: dg.AssetCheckExecutionContext,
    openai: OpenAIResource,
    fine_tuned_model: str,
    evaluation_books: pd.DataFrame,
) -> dg.AssetCheckResult:
    """The fine-tuned model labels held-out books at least as well as its base model."""
    sample = evaluation_books.head(EVALUATION_SAMPLE)
    correct = {fine_tuned_model: 0, BASE_MODEL: 0}

    with openai.get_client(context) as client:
        for book in sample.itertuples():
            for model in correct:
                if predict_genre(client, model, book) == book.genre:
                    correct[model] += 1

    fine_tuned_accuracy = correct[fine_tuned_model] / len(sample)
    base_accuracy = correct[BASE_MODEL] / len(sample)
    context.log.info(f"fine-tuned {fine_tuned_accuracy:.0%}, base {base_accuracy:.0%}")

    return dg.AssetCheckResult(
        passed=fine_tuned_accuracy >= base_accuracy,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={
            "fine_tuned_accuracy": fine_tuned_accuracy,
            "base_model_accuracy": base_accuracy,
            "books_evaluated": len(sample),
        },
    )
# [end:check]
