import dagster as dg


@dg.asset
def open_tickets() -> None:
    """Fetches tickets that are still open in the support tool."""


@dg.asset(deps=[open_tickets])
def ticket_backlog_summary() -> None:
    """Counts open tickets by queue and age."""


# Runs of this job use the code location's standing container instead of a
# new one, so they start in seconds. Keep such jobs small.
quick_backlog_check = dg.define_asset_job(
    name="quick_backlog_check",
    selection=[open_tickets, ticket_backlog_summary],
    tags={"dagster/isolation": "disabled"},
)

defs = dg.Definitions(
    assets=[open_tickets, ticket_backlog_summary],
    jobs=[quick_backlog_check],
)
