import dagster as dg


@dg.asset(group_name="ingestion", automation_condition=dg.AutomationCondition.on_cron("0 * * * *"))
def web_events() -> None: ...


@dg.asset(
    group_name="analytics",
    deps=[web_events],
    automation_condition=dg.AutomationCondition.eager(),
)
def sessions() -> None: ...


ingestion_sensor = dg.AutomationConditionSensorDefinition(
    "ingestion_automation_sensor",
    target=dg.AssetSelection.groups("ingestion"),
    default_status=dg.DefaultSensorStatus.RUNNING,
    run_tags={"team": "ingestion"},
)

analytics_sensor = dg.AutomationConditionSensorDefinition(
    "analytics_automation_sensor",
    target=dg.AssetSelection.groups("analytics"),
    minimum_interval_seconds=120,
    run_tags={"team": "analytics"},
)

defs = dg.Definitions(
    assets=[web_events, sessions],
    sensors=[ingestion_sensor, analytics_sensor],
)
