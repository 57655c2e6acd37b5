from pathlib import Path

import pandas as pd

import dagster as dg

# The data folder sits next to the quickstart package, at the project root.
DATA_DIR = Path(__file__).resolve().parent.parent / "data"


@dg.asset
def raw_orders(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """Order lines read from data/orders.csv."""
    orders = pd.read_csv(DATA_DIR / "orders.csv")
    context.log.info(f"Read {len(orders)} order lines")
    return orders


@dg.asset
def daily_revenue(raw_orders: pd.DataFrame) -> pd.DataFrame:
    """Revenue per order date: quantity times unit price, summed."""
    priced = raw_orders.assign(revenue=raw_orders["quantity"] * raw_orders["unit_price"])
    per_day = priced.groupby("order_date", as_index=False)["revenue"].sum()
    return per_day.round({"revenue": 2})


@dg.asset
def revenue_report(daily_revenue: pd.DataFrame) -> dg.MaterializeResult:
    """The daily revenue table, written to data/daily_revenue.csv."""
    report_path = DATA_DIR / "daily_revenue.csv"
    daily_revenue.to_csv(report_path, index=False)
    return dg.MaterializeResult(
        metadata={
            "path": dg.MetadataValue.path(str(report_path)),
            "days": len(daily_revenue),
            "total_revenue": float(daily_revenue["revenue"].sum()),
        }
    )
