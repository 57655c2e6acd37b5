import dagster as dg
from dagster_dbt import DbtCloudClientResource, load_assets_from_dbt_cloud_job

# [start:cloud]
dbt_cloud = DbtCloudClientResource(
    auth_token=dg.EnvVar("DBT_CLOUD_API_TOKEN"),
    account_id=dg.EnvVar.int("DBT_CLOUD_ACCOUNT_ID"),
)

# Each model that the dbt Cloud job builds becomes a Dagster asset.
nightly_marts = load_assets_from_dbt_cloud_job(dbt_cloud=dbt_cloud, job_id=48213)

defs = dg.Definitions(assets=[nightly_marts])
# [end:cloud]
