import dagster as dg
from dagster_openai import OpenAIResource

from docs_assistant.embeddings import discussion_embeddings, docs_embeddings, issue_embeddings
from docs_assistant.resources import DocsSiteResource, GitHubResource
from docs_assistant.retrieval import answer
from docs_assistant.sources import docs_pages, github_discussions, github_issues
from docs_assistant.vector_store import PineconeResource

defs = dg.Definitions(
    assets=[
        github_issues,
        github_discussions,
        docs_pages,
        issue_embeddings,
        discussion_embeddings,
        docs_embeddings,
        answer,
    ],
    resources={
        "github": GitHubResource(token=dg.EnvVar("GITHUB_TOKEN")),
        "docs_site": DocsSiteResource(),
        "openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY")),
        "pinecone": PineconeResource(api_key=dg.EnvVar("PINECONE_API_KEY")),
    },
)
