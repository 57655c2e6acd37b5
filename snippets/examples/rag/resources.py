import time
from xml.etree import ElementTree

import dagster as dg
import requests
from bs4 import BeautifulSoup

GITHUB_GRAPHQL_URL = "https://api.github.com/graphql"

# [start:search_query]
SEARCH_QUERY = """
query($query: String!, $type: SearchType!, $cursor: String) {
  search(query: $query, type: $type, first: 50, after: $cursor) {
    pageInfo { hasNextPage endCursor }
    nodes {
      ... on Issue {
        number title body url updatedAt
        comments(first: 20) { nodes { body } }
      }
      ... on Discussion {
        number title body url updatedAt
        answer { body }
        comments(first: 20) { nodes { body } }
      }
    }
  }
}
"""
# [end:search_query]


# [start:github]
class GitHubResource(dg.ConfigurableResource):
    """Searches one repository's issues and discussions through GitHub's GraphQL API."""

    token: str
    repository: str = "dagster-io/dagster"

    def search(self, search_type: str, qualifiers: str) -> list[dict]:
        """All results of a search, following pages. `search_type` is ISSUE or DISCUSSION."""
        results: list[dict] = []
        cursor = None
        while True:
            response = requests.post(
                GITHUB_GRAPHQL_URL,
                json={
                    "query": SEARCH_QUERY,
                    "variables": {
                        "query": f"repo:{self.repository} {qualifiers}",
                        "type": search_type,
                        "cursor": cursor,
                    },
                },
                headers={"Authorization": f"Bearer {self.token}"},
                timeout=60,
            )
            response.raise_for_status()
            payload = response.json()
            if payload.get("errors"):
                raise RuntimeError(f"GitHub GraphQL errors: {payload['errors']}")

            page = payload["data"]["search"]
            # Pull requests also match type ISSUE; they come back as empty objects.
            results.extend(node for node in page["nodes"] if node)
            if not page["pageInfo"]["hasNextPage"]:
                return results
            cursor = page["pageInfo"]["endCursor"]
# [end:github]


# [start:docs_site]
SITEMAP_NAMESPACE = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


class DocsSiteResource(dg.ConfigurableResource):
    """Lists a documentation site's pages from its sitemap and extracts their text."""

    sitemap_url: str = "https://docs.dagster.io/sitemap.xml"
    max_pages: int = 300
    seconds_between_requests: float = 0.5

    def page_urls(self) -> list[str]:
        response = requests.get(self.sitemap_url, timeout=30)
        response.raise_for_status()
        root = ElementTree.fromstring(response.content)
        urls = [loc.text.strip() for loc in root.findall("sm:url/sm:loc", SITEMAP_NAMESPACE)]
        return urls[: self.max_pages]

    def page_text(self, url: str) -> tuple[str, str]:
        """The page's title and the text of its main content, one paragraph per line."""
        time.sleep(self.seconds_between_requests)
        response = requests.get(url, timeout=30)
        response.raise_for_status()
        soup = BeautifulSoup(response.text, "html.parser")
        content = soup.find("article") or soup.find("main") or soup.body
        for tag in content.find_all(["nav", "script", "style", "footer", "button"]):
            tag.decompose()
        title = soup.title.get_text(strip=True) if soup.title else url
        return title, content.get_text("\n", strip=True)
# [end:docs_site]
