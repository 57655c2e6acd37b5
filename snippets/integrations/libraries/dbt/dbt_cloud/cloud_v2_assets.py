import os

import dagster as dg
from dagster_dbt.cloud_v2.asset_decorator import dbt_cloud_assets
from dagster_dbt.cloud_v2.resources import (
    DbtCloudCredentials,
    DbtCloudWorkspace,
    load_dbt_cloud_asset_specs,
)

# [start:workspace]
# Dagster reads the dbt Cloud project when the code location loads, so the
# values come from the environment at import time.
credentials = DbtCloudCredentials(
    account_id=int(os.environ["DBT_CLOUD_ACCOUNT_ID"]),
    token=os.environ["DBT_CLOUD_API_TOKEN"],
    access_url=os.environ["DBT_CLOUD_ACCESS_URL"],
)

analytics_workspace = DbtCloudWorkspace(
    credentials=credentials,
    project_id=int(os.environ["DBT_CLOUD_PROJECT_ID"]),
    environment_id=int(os.environ["DBT_CLOUD_ENVIRONMENT_ID"]),
)
# [end:workspace]


# [start:assets]
@dbt_cloud_assets(workspace=analytics_workspace)
def analytics_models(context: dg.AssetExecutionContext, dbt_cloud: DbtCloudWorkspace):
    # Runs `dbt build` in dbt Cloud for the models this run selected and
    # reports each finished model and test back to Dagster.
    yield from dbt_cloud.cli(args=["build"], context=context).wait()
# [end:assets]


# [start:specs]
# Only the lineage, without running anything from Dagster: useful while dbt
# Cloud keeps its own schedule.
analytics_specs = load_dbt_cloud_asset_specs(workspace=analytics_workspace)
# [end:specs]

defs = dg.Definitions(
    assets=[analytics_models],
    resources={"dbt_cloud": analytics_workspace},
)
