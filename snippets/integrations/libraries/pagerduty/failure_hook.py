import dagster as dg
from dagster_pagerduty import PagerDutyService, pagerduty_on_failure


@dg.op
def compute_payouts() -> None:
    """Computes what each marketplace seller is owed."""


@dg.op(ins={"after_compute": dg.In(dg.Nothing)})
def send_payout_file() -> None:
    """Uploads the payout file to the bank."""


def payout_summary(context: dg.HookContext) -> str:
    return f"Seller payouts are blocked: step {context.op.name} failed"


# Every op of the job pages the on-call engineer when it fails.
@dg.job(
    hooks={
        pagerduty_on_failure(
            severity="critical",
            summary_fn=payout_summary,
            webserver_base_url="https://dagster.example.com",
        )
    }
)
def nightly_payouts():
    send_payout_file(compute_payouts())


defs = dg.Definitions(
    jobs=[nightly_payouts],
    # The hook sends its events through the resource under the key "pagerduty".
    resources={"pagerduty": PagerDutyService(routing_key=dg.EnvVar("PAGERDUTY_ROUTING_KEY"))},
)
