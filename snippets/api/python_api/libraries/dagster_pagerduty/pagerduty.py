import dagster as dg
from dagster_pagerduty import PagerDutyService, pagerduty_on_failure


# [start:service]
@dg.asset
def late_shipments(pagerduty: PagerDutyService) -> int:
    late = 42  # In practice, count late shipments from your warehouse.
    if late > 25:
        pagerduty.EventV2_create(
            summary=f"{late} shipments are more than two days late",
            source="dagster/late_shipments",
            severity="warning",
            dedup_key="late-shipments",
            component="fulfillment",
            custom_details={"late_shipments": late, "threshold": 25},
        )
    return late


defs = dg.Definitions(
    assets=[late_shipments],
    resources={
        "pagerduty": PagerDutyService(routing_key=dg.EnvVar("PAGERDUTY_ROUTING_KEY")),
    },
)
# [end:service]


# [start:resolve]
@dg.op
def confirm_shipments_recovered(pagerduty: PagerDutyService) -> None:
    # A resolve event with the same dedup_key closes the open alert.
    pagerduty.EventV2_create(
        summary="Late shipments are back under the threshold",
        source="dagster/late_shipments",
        severity="info",
        event_action="resolve",
        dedup_key="late-shipments",
    )
# [end:resolve]


# [start:hook]
def billing_summary(context: dg.HookContext) -> str:
    return f"Billing step {context.op.name} failed in job {context.job_name}"


@dg.op
def charge_customers():
    raise RuntimeError("payment gateway timed out")


@dg.job(
    resource_defs={
        "pagerduty": PagerDutyService(routing_key=dg.EnvVar("PAGERDUTY_ROUTING_KEY")),
    },
    hooks={
        pagerduty_on_failure(
            "critical",
            summary_fn=billing_summary,
            webserver_base_url="https://dagster.example.com",
        )
    },
)
def nightly_billing():
    charge_customers()
# [end:hook]
