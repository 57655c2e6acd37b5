import dagster as dg


@dg.op(out=dg.DynamicOut())
def regions():
    for region in ["emea", "apac", "amer"]:
        yield dg.DynamicOutput(region, mapping_key=region)


@dg.op
def exchange_rate() -> float:
    return 1.08


@dg.op
def fetch_sales(region: str) -> float:
    return {"emea": 1200.0, "apac": 950.0, "amer": 1430.0}[region]


@dg.op
def convert(amount: float, rate: float) -> float:
    return round(amount * rate, 2)


@dg.op
def check_positive(amount: float) -> float:
    if amount < 0:
        raise ValueError(f"Negative sales figure: {amount}")
    return amount


@dg.op
def report(context: dg.OpExecutionContext, totals: list) -> None:
    context.log.info(f"Converted regional totals: {sorted(totals)}")


@dg.job
def regional_sales_job():
    rate = exchange_rate()

    # Each call to .map adds one more step per dynamic copy.
    # The lambda passes a regular (non-dynamic) output alongside the mapped value.
    converted = regions().map(fetch_sales).map(lambda amount: convert(amount, rate))
    checked = converted.map(check_positive)
    report(checked.collect())


@dg.job
def regional_sales_job_with_function():
    rate = exchange_rate()

    def per_region(region):
        return check_positive(convert(fetch_sales(region), rate))

    report(regions().map(per_region).collect())


defs = dg.Definitions(jobs=[regional_sales_job, regional_sales_job_with_function])
