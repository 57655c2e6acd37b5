import dagster as dg

# Tables that a partner's loader writes into the warehouse every night.
partner_orders = dg.AssetSpec(
    key=["partner", "orders"],
    description="Order lines delivered by the partner's nightly loader.",
    group_name="partner",
    owners=["team:partnerships"],
    kinds={"snowflake"},
)
partner_returns = dg.AssetSpec(
    key=["partner", "returns"],
    deps=[partner_orders],
    description="Returns, derived by the partner from their own order table.",
    group_name="partner",
    kinds={"snowflake"},
)


# A Dagster asset downstream of the external ones.
@dg.asset(deps=[partner_orders, partner_returns], group_name="analytics")
def partner_return_rate() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"return_rate": 0.043})


defs = dg.Definitions(assets=[partner_orders, partner_returns, partner_return_rate])
