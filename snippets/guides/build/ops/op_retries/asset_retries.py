import dagster as dg


@dg.asset(retry_policy=dg.RetryPolicy(max_retries=3, delay=5))
def exchange_rates() -> dict:
    # Stand-in for a call to a rates API that sometimes times out.
    return {"EUR": 0.92, "GBP": 0.79}


@dg.asset
def prices_in_eur(exchange_rates: dict) -> dict:
    prices_in_usd = {"A-100": 10.0, "B-200": 24.5}
    return {
        sku: round(price * exchange_rates["EUR"], 2)
        for sku, price in prices_in_usd.items()
    }


prices_job = dg.define_asset_job(
    name="prices_job",
    selection=[exchange_rates, prices_in_eur],
    # Applies to every asset in the job that has no policy of its own.
    op_retry_policy=dg.RetryPolicy(max_retries=1),
)

defs = dg.Definitions(assets=[exchange_rates, prices_in_eur], jobs=[prices_job])
