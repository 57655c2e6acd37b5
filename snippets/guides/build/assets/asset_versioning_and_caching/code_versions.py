import dagster as dg


@dg.asset(code_version="1")
def tax_rates() -> dict[str, float]:
    return {"CA": 0.0725, "NY": 0.04, "TX": 0.0625}


# Bump the code version whenever a change to this function would change its
# result. Reformatting or renaming a local variable does not need a bump.
@dg.asset(code_version="3")
def taxed_prices(tax_rates: dict[str, float]) -> dict[str, float]:
    base_price = 20.0
    return {state: round(base_price * (1 + rate), 2) for state, rate in tax_rates.items()}


defs = dg.Definitions(assets=[tax_rates, taxed_prices])
