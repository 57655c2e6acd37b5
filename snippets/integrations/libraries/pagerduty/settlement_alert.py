import dagster as dg
from dagster_pagerduty import PagerDutyService

# One alert per problem: the same key triggers, then resolves, the same alert.
DEDUP_KEY = "settlement-gap"
MAX_GAP_EUR = 500.0


@dg.asset
def settlement_gap(
    context: dg.AssetExecutionContext, pagerduty: PagerDutyService
) -> dg.MaterializeResult:
    """Difference between the payment processor's settlements and the ledger."""
    settled, booked = 182_430.25, 181_210.75  # read both totals from the warehouse
    gap = round(abs(settled - booked), 2)

    if gap > MAX_GAP_EUR:
        pagerduty.EventV2_create(
            summary=f"Settlements differ from the ledger by EUR {gap}",
            source="dagster/settlement_gap",
            severity="error",
            event_action="trigger",
            dedup_key=DEDUP_KEY,
            component="payments-ledger",
            custom_details={"settled": settled, "booked": booked, "run_id": context.run.run_id},
        )
    else:
        # Closes the alert if an earlier run opened one; otherwise PagerDuty ignores it.
        pagerduty.EventV2_create(
            summary="Settlements match the ledger again",
            source="dagster/settlement_gap",
            severity="info",
            event_action="resolve",
            dedup_key=DEDUP_KEY,
        )
    return dg.MaterializeResult(metadata={"gap_eur": gap})


defs = dg.Definitions(
    assets=[settlement_gap],
    resources={"pagerduty": PagerDutyService(routing_key=dg.EnvVar("PAGERDUTY_ROUTING_KEY"))},
)
