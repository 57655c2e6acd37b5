import dagster as dg

# Start from a built-in condition and add one more requirement:
# never request the asset while a run or backfill of it is still in progress.
weekday_morning = dg.AutomationCondition.on_cron("0 8 * * 1-5") & ~dg.AutomationCondition.in_progress()


@dg.asset(deps=["crm_contacts"], automation_condition=weekday_morning)
def sales_pipeline_report() -> None: ...


defs = dg.Definitions(assets=[sales_pipeline_report])
