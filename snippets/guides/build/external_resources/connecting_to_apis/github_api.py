from collections import Counter
from typing import Iterator, Optional

import dagster as dg
import requests
from pydantic import Field
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


class GitHubAPI(dg.ConfigurableResource):
    """Read-only client for the GitHub REST API."""

    token: Optional[str] = Field(
        default=None, description="Personal access token. Unauthenticated calls are rate limited."
    )
    base_url: str = "https://api.github.com"
    timeout_seconds: float = 15.0
    max_retries: int = 3

    def _session(self) -> requests.Session:
        session = requests.Session()
        session.headers["Accept"] = "application/vnd.github+json"
        if self.token:
            session.headers["Authorization"] = f"Bearer {self.token}"
        retry = Retry(
            total=self.max_retries,
            backoff_factor=1.0,
            status_forcelist=[429, 500, 502, 503, 504],
            allowed_methods=["GET"],
        )
        session.mount("https://", HTTPAdapter(max_retries=retry))
        return session

    def paginate(self, path: str, per_page: int = 100) -> Iterator[dict]:
        """Yield every item of a list endpoint, following the Link header."""
        session = self._session()
        url: Optional[str] = f"{self.base_url}{path}"
        params: Optional[dict] = {"per_page": per_page}
        while url:
            response = session.get(url, params=params, timeout=self.timeout_seconds)
            response.raise_for_status()
            yield from response.json()
            url = response.links.get("next", {}).get("url")
            params = None  # The "next" URL already carries the query string.


@dg.asset
def dagster_releases(context: dg.AssetExecutionContext, github: GitHubAPI) -> list[dict]:
    releases = [
        {"tag": release["tag_name"], "published_at": release["published_at"]}
        for release in github.paginate("/repos/dagster-io/dagster/releases")
    ]
    context.log.info(f"Fetched {len(releases)} releases")
    return releases


@dg.asset
def releases_per_month(dagster_releases: list[dict]) -> dict[str, int]:
    return dict(Counter(release["published_at"][:7] for release in dagster_releases))


defs = dg.Definitions(
    assets=[dagster_releases, releases_per_month],
    resources={"github": GitHubAPI(token=dg.EnvVar("GITHUB_TOKEN"))},
)
