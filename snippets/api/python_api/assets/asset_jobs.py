import dagster as dg


@dg.asset(group_name="marketing", tags={"pii": "true"})
def leads() -> None: ...


@dg.asset(group_name="marketing", deps=[leads])
def campaign_report() -> None: ...


@dg.asset(group_name="finance", key_prefix=["finance"])
def revenue() -> None: ...


# [start:define_asset_job]
marketing_job = dg.define_asset_job(
    name="marketing_job",
    selection=dg.AssetSelection.groups("marketing"),
    description="Refreshes every marketing asset.",
    tags={"team": "marketing"},
)

nightly_schedule = dg.ScheduleDefinition(job=marketing_job, cron_schedule="0 2 * * *")
# [end:define_asset_job]


# [start:asset_selection]
# Everything downstream of leads, including leads itself.
from_leads = dg.AssetSelection.assets(leads).downstream()

# Assets in either group, without the ones tagged as PII.
non_pii = (dg.AssetSelection.groups("marketing") | dg.AssetSelection.key_prefixes("finance")) - (
    dg.AssetSelection.tag("pii", "true")
)

# Only the direct parents of campaign_report, not the asset itself.
report_inputs = dg.AssetSelection.assets("campaign_report").upstream(depth=1, include_self=False)

# A plain list of assets works wherever a selection is expected.
finance_job = dg.define_asset_job("finance_job", selection=[revenue])
# [end:asset_selection]


defs = dg.Definitions(
    assets=[leads, campaign_report, revenue],
    jobs=[
        marketing_job,
        finance_job,
        dg.define_asset_job("leads_downstream", selection=from_leads),
        dg.define_asset_job("non_pii", selection=non_pii),
        dg.define_asset_job("report_inputs", selection=report_inputs),
    ],
    schedules=[nightly_schedule],
)
