import dagster as dg

AC = dg.AutomationCondition

# A readable name for a sub-condition, shown in the evaluation tree in the UI.
upstream_trouble = AC.any_deps_match(AC.in_progress() | AC.execution_failed()).with_label(
    "upstream running or failed"
)

condition = (AC.on_cron("0 6 * * *") & ~upstream_trouble).with_label(
    "daily at 06:00 unless upstream is in trouble"
)

# A label also gives replace() a name to find the sub-condition by.
stricter = condition.replace(
    "upstream running or failed",
    AC.any_deps_match(AC.in_progress() | AC.execution_failed() | AC.missing()).with_label(
        "upstream running, failed, or missing"
    ),
)


@dg.asset(deps=["gl_entries"], automation_condition=condition)
def trial_balance() -> None: ...


@dg.asset(deps=["gl_entries"], automation_condition=stricter)
def audit_extract() -> None: ...


defs = dg.Definitions(assets=[trial_balance, audit_extract])
