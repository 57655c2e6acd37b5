import dagster as dg


# [start:asset]
@dg.asset(
    group_name="sales",
    kinds={"python"},
    owners=["team:analytics"],
    description="Orders placed in the web shop, one row per order.",
)
def raw_orders() -> list[dict]:
    return [
        {"order_id": 1, "customer_id": 7, "amount": 40.0},
        {"order_id": 2, "customer_id": 9, "amount": 12.5},
    ]


@dg.asset(group_name="sales")
def order_totals(raw_orders: list[dict]) -> float:
    # The parameter name matches the upstream asset, so Dagster loads its value here.
    return sum(order["amount"] for order in raw_orders)
# [end:asset]


# [start:materialize_result]
@dg.asset(deps=["customer_export"])
def customer_table(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    row_count = 1_204  # for example, the number of rows a SQL statement inserted
    context.log.info(f"Loaded {row_count} customers")
    return dg.MaterializeResult(
        metadata={"row_count": row_count, "source": dg.MetadataValue.url("https://example.com/export")},
    )
# [end:materialize_result]


# [start:asset_key]
events_key = dg.AssetKey(["warehouse", "events"])
assert events_key.to_user_string() == "warehouse/events"
assert dg.AssetKey.from_user_string("warehouse/events") == events_key
assert events_key.with_prefix("prod") == dg.AssetKey(["prod", "warehouse", "events"])


@dg.asset(key=["warehouse", "daily_events"], deps=[events_key])
def daily_events() -> None: ...
# [end:asset_key]


defs = dg.Definitions(assets=[raw_orders, order_totals, customer_table, daily_events])
