import dagster as dg


class PaymentsApi(dg.ConfigurableResource):
    base_url: str
    api_key: str


@dg.asset
def settled_payments(context: dg.AssetExecutionContext, payments: PaymentsApi) -> None:
    context.log.info(f"Reading settlements from {payments.base_url}")


defs = dg.Definitions(
    assets=[settled_payments],
    resources={
        "payments": PaymentsApi(
            base_url="https://api.payments.example.com",
            # Read when the run starts, never stored in the UI or the run config.
            api_key=dg.EnvVar("PAYMENTS_API_KEY"),
        )
    },
)
