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


# [start:decorator]
RATES_FROM_USD = {"EUR": 0.92, "GBP": 0.79, "JPY": 151.3}


class ConversionConfig(dg.Config):
    target_currency: str


@dg.config_mapping
def conversion_config(config: ConversionConfig) -> dict:
    decimals = 0 if config.target_currency == "JPY" else 2
    return {
        "apply_rate": {"config": {"rate": RATES_FROM_USD[config.target_currency]}},
        "round_amount": {"config": {"decimals": decimals}},
    }


@dg.graph(config=conversion_config)
def convert_from_usd(amount):
    return round_amount(apply_rate(amount))
# [end:decorator]


# [start:class]
def _eur_config(outer: dict) -> dict:
    return {
        "apply_rate": {"config": {"rate": outer["rate"]}},
        "round_amount": {"config": {"decimals": 2}},
    }


convert_to_eur = dg.ConfigMapping(config_fn=_eur_config, config_schema={"rate": float})


@dg.graph(config=convert_to_eur)
def usd_to_eur(amount):
    return round_amount(apply_rate(amount))
# [end:class]


# [start:fixed]
@dg.graph(
    config={
        "apply_rate": {"config": {"rate": 0.79}},
        "round_amount": {"config": {"decimals": 2}},
    }
)
def usd_to_gbp(amount):
    return round_amount(apply_rate(amount))
# [end:fixed]


# [start:job]
@dg.op
def price_in_usd() -> float:
    return 49.99


@dg.op
def publish(context: dg.OpExecutionContext, price: float) -> None:
    context.log.info(f"Publishing price {price}")


@dg.job
def pricing_job():
    usd = price_in_usd()
    publish.alias("publish_converted")(convert_from_usd(usd))
    publish.alias("publish_eur")(usd_to_eur(usd))
    publish.alias("publish_gbp")(usd_to_gbp(usd))
# [end:job]


defs = dg.Definitions(jobs=[pricing_job])
