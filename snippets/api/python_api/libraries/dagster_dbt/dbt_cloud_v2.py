import os

import dagster as dg
from dagster_dbt.cloud_v2.asset_decorator import dbt_cloud_assets
from dagster_dbt.cloud_v2.resources import (
    DbtCloudCredentials,
    DbtCloudWorkspace,
    load_dbt_cloud_asset_specs,
)

# [start:workspace]
# One workspace is one project in one environment of your dbt Cloud account.
analytics_workspace = DbtCloudWorkspace(
    credentials=DbtCloudCredentials(
        account_id=int(os.environ["DBT_CLOUD_ACCOUNT_ID"]),
        token=os.environ["DBT_CLOUD_TOKEN"],
        # The access URL shown under Account settings in dbt Cloud.
        access_url=os.environ["DBT_CLOUD_ACCESS_URL"],
    ),
    project_id=70403,
    environment_id=156209,
)
# [end:workspace]


# [start:assets]
# Every model of the project becomes an asset; materializing a selection runs
# `dbt build` for it as an ad hoc job in dbt Cloud.
@dbt_cloud_assets(workspace=analytics_workspace, group_name="analytics")
def analytics_models(context: dg.AssetExecutionContext, dbt_cloud: DbtCloudWorkspace):
    yield from dbt_cloud.cli(args=["build"], context=context).wait()


defs = dg.Definitions(
    assets=[analytics_models],
    resources={"dbt_cloud": analytics_workspace},
)
# [end:assets]

# [start:specs]
# Only show the models in the lineage, for a project whose runs dbt Cloud
# schedules itself.
marts_specs = [
    spec
    for spec in load_dbt_cloud_asset_specs(workspace=analytics_workspace)
    if spec.key.path[0] == "marts"
]
# [end:specs]
