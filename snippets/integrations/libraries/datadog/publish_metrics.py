import time

import dagster as dg
from dagster_datadog import DatadogResource


@dg.asset
def invoice_batch(context: dg.AssetExecutionContext, datadog: DatadogResource) -> int:
    client = datadog.get_client()
    tags = ["pipeline:billing", f"run_id:{context.run.run_id}"]

    started = time.monotonic()
    invoices = [{"id": n, "amount": 10 * n} for n in range(1, 501)]
    elapsed_ms = (time.monotonic() - started) * 1000

    client.gauge("billing.invoice_batch.size", len(invoices), tags=tags)
    client.timing("billing.invoice_batch.build_ms", elapsed_ms, tags=tags)
    client.increment("billing.invoice_batch.runs", tags=tags)
    client.event(
        "Invoice batch built",
        f"{len(invoices)} invoices are ready to send.",
        tags=tags,
    )
    return len(invoices)


defs = dg.Definitions(
    assets=[invoice_batch],
    resources={
        "datadog": DatadogResource(
            api_key=dg.EnvVar("DATADOG_API_KEY"),
            app_key=dg.EnvVar("DATADOG_APP_KEY"),
        )
    },
)
