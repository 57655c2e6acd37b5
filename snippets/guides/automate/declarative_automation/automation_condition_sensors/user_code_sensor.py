import dagster as dg

# Evaluated in the code location's own process instead of the daemon.
# Needed for custom AutomationCondition subclasses; limited to 500 assets and checks.
user_code_sensor = dg.AutomationConditionSensorDefinition(
    "user_code_automation_sensor",
    target=dg.AssetSelection.all(),
    use_user_code_server=True,
    default_status=dg.DefaultSensorStatus.RUNNING,
)

defs = dg.Definitions(sensors=[user_code_sensor])
