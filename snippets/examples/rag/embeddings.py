import dagster as dg
from dagster_openai import OpenAIResource

from docs_assistant.sources import SourceDocument, weekly
from docs_assistant.vector_store import PineconeResource

# [start:chunking]
EMBEDDING_MODEL = "text-embedding-3-small"  # 1536 dimensions
CHUNK_CHARS = 1500
OVERLAP_CHARS = 200


def split_into_chunks(text: str) -> list[str]:
    """Groups lines into chunks of about CHUNK_CHARS, each starting with the end of the last."""
    pieces = []
    for line in (line.strip() for line in text.splitlines()):
        pieces += [line[i : i + CHUNK_CHARS] for i in range(0, len(line), CHUNK_CHARS)]

    chunks: list[str] = []
    current = ""
    for piece in pieces:
        if current and len(current) + len(piece) + 1 > CHUNK_CHARS:
            chunks.append(current)
            current = current[-OVERLAP_CHARS:]
        current = f"{current}\n{piece}" if current else piece
    if current:
        chunks.append(current)
    return chunks
# [end:chunking]


# [start:embed]
EMBEDDING_BATCH = 64


def embed_and_store(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    pinecone: PineconeResource,
    documents: list[SourceDocument],
    namespace: str,
) -> dg.MaterializeResult:
    records = [
        {
            "id": f"{doc.doc_id}#{number}",
            "text": chunk,
            "metadata": {
                "source": doc.source,
                "title": doc.title,
                "url": doc.url,
                "chunk": number,
                "text": chunk,
            },
        }
        for doc in documents
        for number, chunk in enumerate(split_into_chunks(doc.text))
    ]

    with openai.get_client(context) as client:
        for start in range(0, len(records), EMBEDDING_BATCH):
            batch = records[start : start + EMBEDDING_BATCH]
            response = client.embeddings.create(
                model=EMBEDDING_MODEL, input=[record["text"] for record in batch]
            )
            for record, item in zip(batch, sorted(response.data, key=lambda d: d.index)):
                record["values"] = item.embedding

    pinecone.upsert(
        namespace,
        [{"id": r["id"], "values": r["values"], "metadata": r["metadata"]} for r in records],
    )
    return dg.MaterializeResult(
        metadata={"documents": len(documents), "chunks": len(records), "namespace": namespace}
    )
# [end:embed]


# [start:assets]
@dg.asset(
    partitions_def=weekly,
    group_name="embeddings",
    kinds={"openai", "pinecone"},
    automation_condition=dg.AutomationCondition.eager(),
)
def issue_embeddings(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    pinecone: PineconeResource,
    github_issues: list[SourceDocument],
) -> dg.MaterializeResult:
    return embed_and_store(context, openai, pinecone, github_issues, namespace="github")


@dg.asset(
    partitions_def=weekly,
    group_name="embeddings",
    kinds={"openai", "pinecone"},
    automation_condition=dg.AutomationCondition.eager(),
)
def discussion_embeddings(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    pinecone: PineconeResource,
    github_discussions: list[SourceDocument],
) -> dg.MaterializeResult:
    return embed_and_store(context, openai, pinecone, github_discussions, namespace="github")


@dg.asset(
    group_name="embeddings",
    kinds={"openai", "pinecone"},
    automation_condition=dg.AutomationCondition.eager(),
)
def docs_embeddings(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    pinecone: PineconeResource,
    docs_pages: list[SourceDocument],
) -> dg.MaterializeResult:
    return embed_and_store(context, openai, pinecone, docs_pages, namespace="docs")
# [end:assets]
