import dagster as dg
from dagster_looker import (
    LookerFilter,
    LookerResource,
    RequestStartPdtBuild,
    build_looker_pdt_assets_definitions,
    load_looker_asset_specs,
)

looker_resource = LookerResource(
    base_url=dg.EnvVar("LOOKERSDK_BASE_URL"),
    client_id=dg.EnvVar("LOOKERSDK_CLIENT_ID"),
    client_secret=dg.EnvVar("LOOKERSDK_CLIENT_SECRET"),
)

# Views, explores and dashboards become asset specs in the asset graph.
looker_specs = load_looker_asset_specs(
    looker_resource=looker_resource,
    looker_filter=LookerFilter(
        dashboard_folders=[["Shared", "Finance"], ["Shared", "Operations"]],
        only_fetch_explores_used_in_dashboards=True,
    ),
)

# Each persistent derived table (PDT) listed here becomes a materializable asset.
pdt_assets = build_looker_pdt_assets_definitions(
    resource_key="looker",
    request_start_pdt_builds=[
        RequestStartPdtBuild(model_name="finance", view_name="daily_revenue"),
        RequestStartPdtBuild(model_name="operations", view_name="open_tickets"),
    ],
)

rebuild_pdts = dg.define_asset_job(
    "rebuild_looker_pdts", selection=dg.AssetSelection.assets(*pdt_assets)
)

rebuild_every_morning = dg.ScheduleDefinition(
    job=rebuild_pdts, cron_schedule="0 6 * * *"
)

defs = dg.Definitions(
    assets=[*looker_specs, *pdt_assets],
    jobs=[rebuild_pdts],
    schedules=[rebuild_every_morning],
    resources={"looker": looker_resource},
)
