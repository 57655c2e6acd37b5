import dagster as dg
from dagster_github import GithubResource

# [start:github_resource]
github = GithubResource(
    github_app_id=dg.EnvVar.int("GITHUB_APP_ID"),
    github_app_private_rsa_key=dg.EnvVar("GITHUB_APP_PRIVATE_KEY"),
    github_installation_id=dg.EnvVar.int("GITHUB_INSTALLATION_ID"),
)


@dg.failure_hook(required_resource_keys={"github"})
def open_issue_on_failure(context: dg.HookContext):
    # Files an issue in acme/data-pipelines for every failed op.
    context.resources.github.get_client().create_issue(
        repo_name="data-pipelines",
        repo_owner="acme",
        title=f"{context.job_name}: {context.op.name} failed",
        body=f"Run `{context.run_id}` failed with: {context.op_exception}",
    )


@dg.op
def refresh_exchange_rates():
    raise RuntimeError("rates API returned HTTP 503")


@dg.job(resource_defs={"github": github}, hooks={open_issue_on_failure})
def exchange_rates_job():
    refresh_exchange_rates()
# [end:github_resource]


# [start:execute]
@dg.asset
def open_bug_count(github: GithubResource) -> int:
    result = github.get_client().execute(
        query="""
        query ($owner: String!, $name: String!) {
          repository(owner: $owner, name: $name) {
            issues(states: OPEN, labels: ["bug"]) { totalCount }
          }
        }
        """,
        variables={"owner": "acme", "name": "data-pipelines"},
    )
    return result["data"]["repository"]["issues"]["totalCount"]
# [end:execute]
