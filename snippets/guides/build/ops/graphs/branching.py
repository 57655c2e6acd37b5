import dagster as dg


@dg.op
def incoming_payment() -> float:
    return 12_500.0


@dg.op(
    out={
        "approved": dg.Out(is_required=False),
        "flagged": dg.Out(is_required=False),
    }
)
def review_payment(amount: float):
    if amount < 10_000:
        yield dg.Output(amount, output_name="approved")
    else:
        yield dg.Output(amount, output_name="flagged")


@dg.op
def settle(context: dg.OpExecutionContext, amount: float) -> None:
    context.log.info(f"Settling payment of {amount}")


@dg.op
def send_to_compliance(context: dg.OpExecutionContext, amount: float) -> None:
    context.log.info(f"Payment of {amount} needs a manual review")


@dg.job
def payment_job():
    approved, flagged = review_payment(incoming_payment())
    # Only the op whose input was produced runs; the other is skipped.
    settle(approved)
    send_to_compliance(flagged)


defs = dg.Definitions(jobs=[payment_job])
