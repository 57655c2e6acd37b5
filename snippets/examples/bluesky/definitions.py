import dagster as dg
from dagster_dbt import DbtCliResource

from bluesky_analytics.dashboard import dashboard_assets, powerbi_workspace
from bluesky_analytics.ingestion import member_posts, starter_pack_members
from bluesky_analytics.modeling import bluesky_models, dbt_project
from bluesky_analytics.resources import BlueskyResource, r2_storage

defs = dg.Definitions(
    assets=[starter_pack_members, member_posts, bluesky_models, *dashboard_assets],
    resources={
        "bluesky": BlueskyResource(
            handle=dg.EnvVar("BLUESKY_HANDLE"),
            app_password=dg.EnvVar("BLUESKY_APP_PASSWORD"),
        ),
        "r2": r2_storage,
        "dbt": DbtCliResource(project_dir=dbt_project),
        "powerbi": powerbi_workspace,
    },
)
