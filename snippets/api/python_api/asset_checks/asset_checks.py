import dagster as dg


@dg.asset
def orders() -> list[dict]:
    return [{"id": 1, "amount": 40.0}, {"id": 2, "amount": 12.5}]


# [start:asset_check]
@dg.asset_check(asset=orders, description="Every order has a positive amount.")
def orders_have_positive_amounts(orders: list[dict]) -> dg.AssetCheckResult:
    bad_rows = [order["id"] for order in orders if order["amount"] <= 0]
    return dg.AssetCheckResult(
        passed=not bad_rows,
        severity=dg.AssetCheckSeverity.ERROR,
        metadata={"bad_order_ids": bad_rows},
    )
# [end:asset_check]


# [start:blocking]
@dg.asset_check(asset=orders, blocking=True)
def orders_not_empty(orders: list[dict]) -> dg.AssetCheckResult:
    # A failing blocking check stops downstream assets in the same run.
    return dg.AssetCheckResult(passed=len(orders) > 0)
# [end:blocking]


# [start:check_specs]
@dg.asset(
    check_specs=[dg.AssetCheckSpec("no_null_emails", asset="customers")],
)
def customers():
    rows = [{"id": 1, "email": "ana@example.com"}, {"id": 2, "email": None}]
    null_emails = sum(1 for row in rows if row["email"] is None)
    # The asset reports its materialization and the check result together.
    yield dg.MaterializeResult(metadata={"row_count": len(rows)})
    yield dg.AssetCheckResult(
        check_name="no_null_emails",
        passed=null_emails == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"null_emails": null_emails},
    )
# [end:check_specs]


# [start:multi_asset_check]
@dg.multi_asset_check(
    specs=[
        dg.AssetCheckSpec("row_count_matches", asset="orders", additional_deps=["customers"]),
        dg.AssetCheckSpec("ids_unique", asset="customers"),
    ],
)
def warehouse_checks():
    # One query, several results: each one names its asset and check.
    yield dg.AssetCheckResult(asset_key="orders", check_name="row_count_matches", passed=True)
    yield dg.AssetCheckResult(asset_key="customers", check_name="ids_unique", passed=True)
# [end:multi_asset_check]


# [start:asset_check_key]
key = dg.AssetCheckKey(asset_key=dg.AssetKey("orders"), name="orders_not_empty")
checks_job = dg.define_asset_job("orders_checks", selection=dg.AssetSelection.checks(key))
# [end:asset_check_key]


defs = dg.Definitions(
    assets=[orders, customers],
    asset_checks=[orders_have_positive_amounts, orders_not_empty, warehouse_checks],
    jobs=[checks_job],
)
