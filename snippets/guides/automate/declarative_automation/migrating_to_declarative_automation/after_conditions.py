import dagster as dg


@dg.asset(automation_condition=dg.AutomationCondition.eager())
def inventory() -> None: ...


# eager() without the "no missing dependencies" rule.
@dg.asset(
    deps=[inventory],
    automation_condition=dg.AutomationCondition.eager().without(
        ~dg.AutomationCondition.any_deps_missing()
    ),
)
def restock_alerts() -> None: ...


# Once a day at 07:00, after inventory has been updated since the previous 07:00 tick.
@dg.asset(deps=[inventory], automation_condition=dg.AutomationCondition.on_cron("0 7 * * *"))
def stock_report() -> None: ...


defs = dg.Definitions(assets=[inventory, restock_alerts, stock_report])
