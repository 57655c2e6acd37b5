import os

from dagster_graphql import DagsterGraphQLClient

client = DagsterGraphQLClient(
    "acme.dagster.cloud/prod",
    use_https=True,
    headers={"Dagster-Cloud-Api-Token": os.environ["DAGSTER_CLOUD_API_TOKEN"]},
)
