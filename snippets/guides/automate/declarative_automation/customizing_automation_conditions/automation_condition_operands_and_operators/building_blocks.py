import dagster as dg

AC = dg.AutomationCondition

# Operands: facts about one asset, asset partition, or check.
never_materialized = AC.missing()
running_now = AC.in_progress()
last_run_failed = AC.execution_failed()
nine_am_passed = AC.cron_tick_passed("0 9 * * *", cron_timezone="Europe/Paris")

# Boolean operators: & (and), | (or), ~ (not).
safe_to_start = ~AC.in_progress() & ~AC.any_deps_in_progress()
needs_first_build = AC.missing() | AC.code_version_changed()

# since(): A has happened more recently than B.
updated_since_nine = AC.newly_updated().since(nine_am_passed)

# newly_true(): only on the evaluation where the condition turns from false to true.
just_went_missing = AC.missing().newly_true()

# Dependency operators, narrowed with an asset selection.
any_raw_source_updated = AC.any_deps_match(AC.newly_updated()).allow(
    dg.AssetSelection.groups("raw")
)
all_deps_updated_since_nine = AC.all_deps_match(AC.newly_updated().since(nine_am_passed))


# Put together: after 09:00 Paris time, once every dependency has been
# updated since then, and the asset is not already running.
@dg.asset(
    deps=["ledger", "fx_rates"],
    automation_condition=(
        nine_am_passed.since(AC.newly_requested())
        & all_deps_updated_since_nine
        & ~running_now
    ),
)
def daily_pnl() -> None: ...


defs = dg.Definitions(assets=[daily_pnl])
