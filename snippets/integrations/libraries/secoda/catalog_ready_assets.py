import dagster as dg


@dg.asset(
    group_name="customer_success",
    owners=["team:customer-success-analytics", "maria.lopez@example.com"],
    tags={"domain": "support", "tier": "gold"},
    kinds={"snowflake"},
    metadata={"dagster/table_name": "analytics.support.ticket_sla"},
)
def ticket_sla() -> None:
    """Share of support tickets answered within the SLA, per day and priority.

    Reads the ticket events loaded from Zendesk. A ticket counts as answered when
    an agent posts the first public reply.
    """


sla_report = dg.define_asset_job(
    "daily_sla_report",
    selection=[ticket_sla],
    description="Recomputes SLA attainment every morning for the support leads.",
)

defs = dg.Definitions(assets=[ticket_sla], jobs=[sla_report])
