import dagster as dg


@dg.asset(tags={"domain": "marketing", "priority": "high", "contains_pii": ""})
def newsletter_subscribers() -> None:
    """`contains_pii` has an empty value, so the UI shows it as a label."""


@dg.asset(tags={"domain": "marketing", "priority": "low"})
def newsletter_open_rates() -> None: ...


# Tags work the same way on specs for external or multi-assets.
ad_platform_costs = dg.AssetSpec("ad_platform_costs", tags={"domain": "marketing"})

# Select assets by tag in Python...
high_priority_job = dg.define_asset_job(
    "high_priority_job", selection=dg.AssetSelection.tag("priority", "high")
)

# ...or with the selection syntax. Run tags set here go on each run of the job.
marketing_job = dg.define_asset_job(
    "marketing_job",
    selection='tag:"domain"="marketing"',
    tags={"team": "growth"},
)

defs = dg.Definitions(
    assets=[newsletter_subscribers, newsletter_open_rates, ad_platform_costs],
    jobs=[high_priority_job, marketing_job],
)
