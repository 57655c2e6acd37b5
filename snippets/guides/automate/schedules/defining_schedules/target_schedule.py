import dagster as dg


@dg.asset(group_name="marketing")
def ad_spend() -> None: ...


@dg.asset(group_name="marketing", deps=[ad_spend])
def campaign_roi() -> None: ...


# No job needed: the schedule targets every asset in the "marketing" group.
hourly_marketing = dg.ScheduleDefinition(
    name="hourly_marketing",
    target=dg.AssetSelection.groups("marketing"),
    cron_schedule="0 * * * *",
)

defs = dg.Definitions(assets=[ad_spend, campaign_roi], schedules=[hourly_marketing])
