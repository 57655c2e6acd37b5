import dagster as dg


class RateConfig(dg.Config):
    rate: float


class RoundingConfig(dg.Config):
    decimals: int = 2


@dg.op
def apply_rate(config: RateConfig, amount: float) -> float:
    return amount * config.rate


@dg.op
def round_amount(config: RoundingConfig, amount: float) -> float:
    return round(amount, config.decimals)


@dg.graph
def convert_currency(amount):
    return round_amount(apply_rate(amount))


@dg.op
def invoice_total() -> float:
    return 1234.5


@dg.op
def record_total(context: dg.OpExecutionContext, total: float) -> None:
    context.log.info(f"Converted total: {total}")


@dg.job
def invoice_job():
    record_total(convert_currency(invoice_total()))


defs = dg.Definitions(jobs=[invoice_job])
