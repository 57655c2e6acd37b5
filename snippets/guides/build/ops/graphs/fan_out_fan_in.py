import dagster as dg


@dg.op
def fetch_prices() -> list:
    return [19.99, 5.49, 102.00, 7.25]


@dg.op
def cheapest(prices: list) -> float:
    return min(prices)


@dg.op
def most_expensive(prices: list) -> float:
    return max(prices)


@dg.op
def add_tax(price: float) -> float:
    return round(price * 1.2, 2)


@dg.op
def log_range(context: dg.OpExecutionContext, prices_with_tax: list) -> None:
    context.log.info(f"Price range including tax: {prices_with_tax}")


@dg.graph
def price_range():
    prices = fetch_prices()
    # Fan-out: one output feeds two ops.
    low = cheapest(prices)
    high = most_expensive(prices)
    # Reuse: the same op twice, each invocation with its own name.
    low_with_tax = add_tax.alias("add_tax_low")(low)
    high_with_tax = add_tax.alias("add_tax_high")(high)
    # Fan-in: a list of outputs becomes one list input.
    log_range([low_with_tax, high_with_tax])


price_range_job = price_range.to_job()

defs = dg.Definitions(jobs=[price_range_job])
