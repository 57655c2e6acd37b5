import dagster as dg
import lakefs_client
import pandas as pd
from lakefs_client import models
from lakefs_client.client import LakeFSClient

REPOSITORY = "retail-lake"
MAIN = "main"


class LakeFSResource(dg.ConfigurableResource):
    """Holds the lakeFS endpoint and credentials and builds API clients."""

    endpoint: str  # for example https://acme.us-east-1.lakefscloud.io
    access_key_id: str
    secret_access_key: str

    def get_client(self) -> LakeFSClient:
        configuration = lakefs_client.Configuration()
        configuration.host = f"{self.endpoint.rstrip('/')}/api/v1"
        configuration.username = self.access_key_id
        configuration.password = self.secret_access_key
        return LakeFSClient(configuration)

    def storage_options(self) -> dict:
        # lakeFS also speaks the S3 API, so pandas can write to s3://<repo>/<branch>/...
        return {
            "key": self.access_key_id,
            "secret": self.secret_access_key,
            "client_kwargs": {"endpoint_url": self.endpoint},
        }


def branch_for(context: dg.AssetExecutionContext) -> str:
    # All assets of one run share a branch, so nothing reaches main until the end.
    return f"run-{context.run.run_id[:8]}"


@dg.asset
def ingest_branch(context: dg.AssetExecutionContext, lakefs: LakeFSResource) -> None:
    """Creates an isolated branch of the lake for this run."""
    lakefs.get_client().branches.create_branch(
        repository=REPOSITORY,
        branch_creation=models.BranchCreation(name=branch_for(context), source=MAIN),
    )


@dg.asset(deps=[ingest_branch])
def store_sales(context: dg.AssetExecutionContext, lakefs: LakeFSResource) -> None:
    """Writes the day's store sales to the run's branch."""
    sales = pd.DataFrame(
        {"store_id": [101, 102, 103], "revenue": [18250.0, 9730.5, 22410.0]}
    )
    path = f"s3://{REPOSITORY}/{branch_for(context)}/sales/store_sales.parquet"
    sales.to_parquet(path, storage_options=lakefs.storage_options())


@dg.asset_check(asset=store_sales, blocking=True)
def no_negative_revenue(
    context: dg.AssetCheckExecutionContext, lakefs: LakeFSResource
) -> dg.AssetCheckResult:
    path = f"s3://{REPOSITORY}/run-{context.run.run_id[:8]}/sales/store_sales.parquet"
    sales = pd.read_parquet(path, storage_options=lakefs.storage_options())
    negative = int((sales["revenue"] < 0).sum())
    return dg.AssetCheckResult(passed=negative == 0, metadata={"negative_rows": negative})


@dg.asset(deps=[store_sales])
def published_sales(context: dg.AssetExecutionContext, lakefs: LakeFSResource) -> None:
    """Commits the branch and merges it into main, where readers see it."""
    client = lakefs.get_client()
    branch = branch_for(context)
    commit = client.commits.commit(
        repository=REPOSITORY,
        branch=branch,
        commit_creation=models.CommitCreation(
            message="Daily store sales",
            metadata={"dagster_run_id": context.run.run_id},
        ),
    )
    client.refs.merge_into_branch(
        repository=REPOSITORY, source_ref=branch, destination_branch=MAIN
    )
    context.add_output_metadata({"commit_id": commit.id, "branch": branch})


defs = dg.Definitions(
    assets=[ingest_branch, store_sales, published_sales],
    asset_checks=[no_negative_revenue],
    resources={
        "lakefs": LakeFSResource(
            endpoint=dg.EnvVar("LAKEFS_ENDPOINT"),
            access_key_id=dg.EnvVar("LAKEFS_ACCESS_KEY_ID"),
            secret_access_key=dg.EnvVar("LAKEFS_SECRET_ACCESS_KEY"),
        )
    },
)
