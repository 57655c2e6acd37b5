import datetime

import dagster as dg


# [start:automation_context]
class OnWeekdays(dg.AutomationCondition):
    """True for the whole candidate subset from Monday to Friday, empty at the weekend."""

    @property
    def name(self) -> str:
        return "on_weekdays"

    def evaluate(self, context: dg.AutomationContext) -> dg.AutomationResult:
        if context.evaluation_time.weekday() < 5:
            true_subset = context.candidate_subset
        else:
            true_subset = context.get_empty_subset()
        return dg.AutomationResult(true_subset=true_subset, context=context)


# Request the report on every weekday tick, unless a run is already in progress.
@dg.asset(automation_condition=OnWeekdays() & ~dg.AutomationCondition.in_progress())
def weekday_sales_report() -> None: ...
# [end:automation_context]


# [start:evaluate_automation_conditions]
@dg.asset(automation_condition=dg.AutomationCondition.on_missing())
def orders_summary() -> None: ...


defs = dg.Definitions(assets=[orders_summary, weekday_sales_report])


def test_orders_summary_is_requested_once() -> None:
    instance = dg.DagsterInstance.ephemeral()
    selection = dg.AssetSelection.assets(orders_summary)

    # The asset has never been materialized, so the first evaluation requests it.
    result = dg.evaluate_automation_conditions(
        defs=defs, instance=instance, asset_selection=selection
    )
    assert result.total_requested == 1

    # Pass the cursor back to simulate the next tick: the request is not repeated.
    result = dg.evaluate_automation_conditions(
        defs=defs, instance=instance, asset_selection=selection, cursor=result.cursor
    )
    assert result.total_requested == 0


def test_weekday_report_skips_weekends() -> None:
    selection = dg.AssetSelection.assets(weekday_sales_report)

    saturday = datetime.datetime(2025, 3, 8, 9, 0, tzinfo=datetime.timezone.utc)
    result = dg.evaluate_automation_conditions(
        defs=defs,
        instance=dg.DagsterInstance.ephemeral(),
        asset_selection=selection,
        evaluation_time=saturday,
    )
    assert result.get_num_requested(weekday_sales_report.key) == 0

    monday = datetime.datetime(2025, 3, 10, 9, 0, tzinfo=datetime.timezone.utc)
    result = dg.evaluate_automation_conditions(
        defs=defs,
        instance=dg.DagsterInstance.ephemeral(),
        asset_selection=selection,
        evaluation_time=monday,
    )
    assert result.get_num_requested(weekday_sales_report.key) == 1


# [end:evaluate_automation_conditions]
