import dagster as dg


@dg.asset(group_name="sales")
def raw_orders() -> list:
    return [
        {"order_id": 1, "amount": 42.0},
        {"order_id": 2, "amount": -5.0},
        {"order_id": 3, "amount": 17.5},
    ]


@dg.asset(group_name="sales")
def cleaned_orders(raw_orders: list) -> list:
    return [order for order in raw_orders if order["amount"] > 0]


@dg.asset(group_name="sales")
def revenue(cleaned_orders: list) -> float:
    return sum(order["amount"] for order in cleaned_orders)


@dg.asset(group_name="marketing")
def campaign_clicks() -> int:
    return 1280


# Every asset in the code location.
everything_job = dg.define_asset_job(
    name="everything_job",
    selection=dg.AssetSelection.all(),
)

# Every asset in one group.
sales_job = dg.define_asset_job(
    name="sales_job",
    selection=dg.AssetSelection.groups("sales"),
)

# One asset plus everything downstream of it.
from_cleaning_job = dg.define_asset_job(
    name="from_cleaning_job",
    selection=dg.AssetSelection.assets(cleaned_orders).downstream(),
)

# An explicit list of asset definitions.
marketing_job = dg.define_asset_job(
    name="marketing_job",
    selection=[campaign_clicks],
)

defs = dg.Definitions(
    assets=[raw_orders, cleaned_orders, revenue, campaign_clicks],
    jobs=[everything_job, sales_job, from_cleaning_job, marketing_job],
)
