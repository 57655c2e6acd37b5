import dagster as dg


# Up to three kinds per asset. Each becomes a `dagster/kind/<name>` tag.
@dg.asset(kinds={"python", "snowflake"})
def customer_segments() -> None:
    """Built in Python and stored in Snowflake."""


@dg.multi_asset(
    specs=[
        dg.AssetSpec("dashboard_revenue", kinds={"looker"}),
        dg.AssetSpec("dashboard_churn", kinds={"looker"}),
    ]
)
def refresh_dashboards():
    yield dg.MaterializeResult(asset_key="dashboard_revenue")
    yield dg.MaterializeResult(asset_key="dashboard_churn")


# External assets can carry kinds as well.
salesforce_accounts = dg.AssetSpec("salesforce_accounts", kinds={"salesforce"})

defs = dg.Definitions(assets=[customer_segments, refresh_dashboards, salesforce_accounts])
