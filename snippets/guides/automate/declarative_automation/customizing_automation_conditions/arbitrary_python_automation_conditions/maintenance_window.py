import dagster as dg


class InMaintenanceWindow(dg.AutomationCondition):
    """True while the warehouse is in its nightly maintenance window (UTC hours)."""

    def __init__(self, start_hour: int, end_hour: int):
        self.start_hour = start_hour
        self.end_hour = end_hour

    @property
    def description(self) -> str:
        return f"Warehouse maintenance between {self.start_hour}:00 and {self.end_hour}:00 UTC"

    def evaluate(self, context: dg.AutomationContext) -> dg.AutomationResult:
        hour = context.evaluation_time.hour
        if self.start_hour <= hour < self.end_hour:
            # Every candidate (every partition under evaluation) is "true".
            true_subset = context.candidate_subset
        else:
            true_subset = context.get_empty_subset()
        return dg.AutomationResult(context=context, true_subset=true_subset)


@dg.asset(
    deps=["orders"],
    automation_condition=dg.AutomationCondition.eager() & ~InMaintenanceWindow(1, 3),
)
def revenue_by_day() -> None: ...


defs = dg.Definitions(
    assets=[revenue_by_day],
    sensors=[
        # Custom conditions only run inside your code location's process.
        dg.AutomationConditionSensorDefinition(
            "warehouse_automation_sensor",
            target=dg.AssetSelection.all(),
            use_user_code_server=True,
        )
    ],
)
