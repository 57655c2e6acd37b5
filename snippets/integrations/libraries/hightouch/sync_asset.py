import dagster as dg
from dagster_hightouch.resources import ht_resource

LOYALTY_SYNC_ID = "51077"


@dg.asset(
    deps=[dg.AssetKey(["analytics", "customer_loyalty_tiers"])],
    required_resource_keys={"hightouch"},
    kinds={"hightouch"},
    automation_condition=dg.AutomationCondition.eager(),
)
def loyalty_tiers_in_marketing_tool(
    context: dg.AssetExecutionContext,
) -> dg.MaterializeResult:
    """Pushes each customer's loyalty tier to the email marketing tool."""
    output = context.resources.hightouch.sync_and_poll(
        sync_id=LOYALTY_SYNC_ID,
        fail_on_warning=True,
        poll_timeout=1800,
    )
    synced = output.sync_run_details.get("successfulRows", {})
    failed = output.sync_run_details.get("failedRows", {})
    return dg.MaterializeResult(
        metadata={
            "destination": output.destination_details.get("slug"),
            "rows_added": synced.get("addedCount"),
            "rows_changed": synced.get("changedCount"),
            "rows_failed_to_add": failed.get("addedCount"),
        }
    )


defs = dg.Definitions(
    assets=[loyalty_tiers_in_marketing_tool],
    resources={
        "hightouch": ht_resource.configured(
            {"api_key": {"env": "HIGHTOUCH_API_KEY"}}
        ),
    },
)
