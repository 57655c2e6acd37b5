import dagster as dg


@dg.asset(
    owners=["maria.chen@example.com", "team:growth"],
    tags={"domain": "marketing", "pii": "false"},
    metadata={
        "dagster/uri": "s3://analytics-lake/marketing/campaign_spend/",
        "runbook": dg.MetadataValue.url("https://wiki.example.com/runbooks/campaign-spend"),
        "notes": dg.MetadataValue.md("Spend in **USD**, one row per campaign per day."),
        "sla_hours": 6,
    },
)
def campaign_spend() -> None:
    """Daily spend per advertising campaign."""


defs = dg.Definitions(assets=[campaign_spend])
