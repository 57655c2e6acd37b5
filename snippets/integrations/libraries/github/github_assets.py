import dagster as dg
from dagster_github import GithubResource

OPEN_PULL_REQUESTS = """
query($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    pullRequests(states: OPEN) { totalCount }
  }
}
"""


@dg.asset
def open_pull_request_count(github: GithubResource) -> dg.MaterializeResult:
    response = github.get_client().execute(
        query=OPEN_PULL_REQUESTS,
        variables={"owner": "acme-data", "name": "warehouse-models"},
    )
    count = response["data"]["repository"]["pullRequests"]["totalCount"]
    return dg.MaterializeResult(metadata={"open_pull_requests": count})


@dg.asset
def rejected_invoice_rows(github: GithubResource) -> dg.MaterializeResult:
    rejected = ["INV-20931: negative amount", "INV-20977: unknown currency XBT"]
    if rejected:
        github.get_client().create_issue(
            repo_owner="acme-data",
            repo_name="warehouse-models",
            title=f"{len(rejected)} invoice rows rejected in the nightly load",
            body="\n".join(f"- {row}" for row in rejected),
        )
    return dg.MaterializeResult(metadata={"rejected_rows": len(rejected)})


defs = dg.Definitions(
    assets=[open_pull_request_count, rejected_invoice_rows],
    resources={
        "github": GithubResource(
            github_app_id=dg.EnvVar.int("GITHUB_APP_ID"),
            github_app_private_rsa_key=dg.EnvVar("GITHUB_APP_PRIVATE_KEY"),
            github_installation_id=dg.EnvVar.int("GITHUB_INSTALLATION_ID"),
        )
    },
)
