import dagster as dg
from dagster_openai import OpenAIResource

from docs_assistant.embeddings import (
    EMBEDDING_MODEL,
    discussion_embeddings,
    docs_embeddings,
    issue_embeddings,
)
from docs_assistant.vector_store import PineconeResource

# [start:config]
ANSWER_MODEL = "gpt-4o-mini"

ANSWER_INSTRUCTIONS = """You help data engineers with questions about Dagster.
Answer only from the numbered sources you are given, and cite them by number, like [2].
If the sources do not answer the question, say so instead of guessing."""


class QuestionConfig(dg.Config):
    question: str
    namespaces: list[str] = ["docs", "github"]
    top_k: int = 6
# [end:config]


# [start:answer]
@dg.asset(
    group_name="retrieval",
    kinds={"openai", "pinecone"},
    deps=[issue_embeddings, discussion_embeddings, docs_embeddings],
)
def answer(
    context: dg.AssetExecutionContext,
    config: QuestionConfig,
    openai: OpenAIResource,
    pinecone: PineconeResource,
) -> dg.MaterializeResult:
    """An answer to the configured question, grounded in the most similar passages."""
    with openai.get_client(context) as client:
        # [start:retrieve]
        question_vector = (
            client.embeddings.create(model=EMBEDDING_MODEL, input=[config.question])
            .data[0]
            .embedding
        )
        matches = [
            match
            for namespace in config.namespaces
            for match in pinecone.query(namespace, question_vector, config.top_k)
        ]
        best = sorted(matches, key=lambda match: match.score, reverse=True)[: config.top_k]
        # [end:retrieve]

        # [start:generate]
        numbered_sources = "\n\n".join(
            f"[{n}] {match.metadata['title']} ({match.metadata['url']})\n{match.metadata['text']}"
            for n, match in enumerate(best, start=1)
        )
        response = client.chat.completions.create(
            model=ANSWER_MODEL,
            messages=[
                {"role": "system", "content": ANSWER_INSTRUCTIONS},
                {
                    "role": "user",
                    "content": f"Sources:\n{numbered_sources}\n\nQuestion: {config.question}",
                },
            ],
        )
        # [end:generate]

    text = response.choices[0].message.content or ""
    source_list = "\n".join(
        f"{n}. [{match.metadata['title']}]({match.metadata['url']}) (score {match.score:.2f})"
        for n, match in enumerate(best, start=1)
    )
    context.log.info(text)
    return dg.MaterializeResult(
        metadata={
            "question": config.question,
            "answer": dg.MetadataValue.md(text),
            "sources": dg.MetadataValue.md(source_list),
        }
    )
# [end:answer]
