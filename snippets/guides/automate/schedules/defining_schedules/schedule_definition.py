import dagster as dg


@dg.asset
def open_tickets() -> None:
    """Pulls open support tickets from the helpdesk."""


@dg.asset(deps=[open_tickets])
def ticket_backlog() -> None:
    """Counts open tickets per team."""


backlog_job = dg.define_asset_job("backlog_job", selection=[open_tickets, ticket_backlog])

weekday_backlog = dg.ScheduleDefinition(
    name="weekday_backlog",
    job=backlog_job,
    cron_schedule="30 7 * * 1-5",  # 07:30, Monday to Friday
    execution_timezone="Europe/Berlin",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Builds the ticket backlog before the morning stand-up.",
)

defs = dg.Definitions(
    assets=[open_tickets, ticket_backlog],
    jobs=[backlog_job],
    schedules=[weekday_backlog],
)
