from dataclasses import dataclass
from datetime import timedelta
import hashlib

import dagster as dg

from docs_assistant.resources import DocsSiteResource, GitHubResource


# [start:document]
@dataclass
class SourceDocument:
    """One piece of knowledge, whatever its origin."""

    doc_id: str  # stable across runs, such as "issue-1234"
    source: str  # "github_issue", "github_discussion" or "docs"
    title: str
    url: str
    text: str
# [end:document]


# [start:partitions]
weekly = dg.WeeklyPartitionsDefinition(start_date="2024-01-07")


def created_in(context: dg.AssetExecutionContext) -> str:
    """A GitHub search qualifier for the partition's week, such as created:2025-03-02..2025-03-08."""
    window = context.partition_time_window
    last_day = window.end - timedelta(days=1)
    return f"created:{window.start:%Y-%m-%d}..{last_day:%Y-%m-%d}"
# [end:partitions]


def join_bodies(*parts) -> str:
    return "\n\n".join(part.strip() for part in parts if part and part.strip())


# [start:github_assets]
@dg.asset(
    partitions_def=weekly,
    group_name="sources",
    kinds={"github"},
    automation_condition=dg.AutomationCondition.on_cron("0 6 * * 1"),
)
def github_issues(
    context: dg.AssetExecutionContext, github: GitHubResource
) -> list[SourceDocument]:
    """Issues opened during the week, with their first comments."""
    nodes = github.search("ISSUE", f"is:issue {created_in(context)}")
    documents = [
        SourceDocument(
            doc_id=f"issue-{node['number']}",
            source="github_issue",
            title=node["title"],
            url=node["url"],
            text=join_bodies(
                node["title"], node["body"], *(c["body"] for c in node["comments"]["nodes"])
            ),
        )
        for node in nodes
    ]
    context.add_output_metadata({"documents": len(documents)})
    return documents


@dg.asset(
    partitions_def=weekly,
    group_name="sources",
    kinds={"github"},
    automation_condition=dg.AutomationCondition.on_cron("0 6 * * 1"),
)
def github_discussions(
    context: dg.AssetExecutionContext, github: GitHubResource
) -> list[SourceDocument]:
    """Discussions opened during the week, with the accepted answer first."""
    nodes = github.search("DISCUSSION", created_in(context))
    documents = [
        SourceDocument(
            doc_id=f"discussion-{node['number']}",
            source="github_discussion",
            title=node["title"],
            url=node["url"],
            text=join_bodies(
                node["title"],
                node["body"],
                (node.get("answer") or {}).get("body"),
                *(c["body"] for c in node["comments"]["nodes"]),
            ),
        )
        for node in nodes
    ]
    context.add_output_metadata({"documents": len(documents)})
    return documents
# [end:github_assets]


# [start:docs_asset]
@dg.asset(
    group_name="sources",
    kinds={"python"},
    automation_condition=dg.AutomationCondition.on_cron("0 6 * * 1"),
)
def docs_pages(context: dg.AssetExecutionContext, docs_site: DocsSiteResource) -> list[SourceDocument]:
    """The text of every documentation page listed in the sitemap."""
    documents = []
    for url in docs_site.page_urls():
        try:
            title, text = docs_site.page_text(url)
        except Exception as error:
            context.log.warning(f"Skipping {url}: {error}")
            continue
        documents.append(
            SourceDocument(
                doc_id=f"docs-{hashlib.sha1(url.encode()).hexdigest()[:12]}",
                source="docs",
                title=title,
                url=url,
                text=text,
            )
        )
    context.add_output_metadata({"documents": len(documents)})
    return documents
# [end:docs_asset]
