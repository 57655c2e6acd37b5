import dagster as dg


@dg.asset(group_name="support")
def support_tickets() -> dg.MaterializeResult:
    # Stand-in for a call to your helpdesk's API
    tickets = [
        {"id": 101, "status": "open", "priority": "high"},
        {"id": 102, "status": "closed", "priority": "low"},
        {"id": 103, "status": "open", "priority": "low"},
    ]
    return dg.MaterializeResult(metadata={"ticket_count": len(tickets)})


@dg.asset(group_name="support", deps=[support_tickets])
def open_ticket_summary(context: dg.AssetExecutionContext) -> None:
    context.log.info("Summarizing open tickets by priority")


daily_support_refresh = dg.ScheduleDefinition(
    name="daily_support_refresh",
    target=dg.AssetSelection.groups("support"),
    cron_schedule="0 6 * * *",
)

defs = dg.Definitions(
    assets=[support_tickets, open_ticket_summary],
    schedules=[daily_support_refresh],
)
