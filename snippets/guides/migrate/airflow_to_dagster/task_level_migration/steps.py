"""Business logic of the nightly sales refresh, shared by Airflow and Dagster."""

import os
from pathlib import Path

import duckdb

WAREHOUSE_PATH = os.environ.get("SHOP_WAREHOUSE_PATH", "warehouse.duckdb")
EXPORT_DIR = Path(os.environ.get("SHOP_EXPORT_DIR", "exports"))


def load_orders() -> int:
    """Copies the shop's order export into raw_orders. Returns the row count."""
    source = EXPORT_DIR / "orders.csv"
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(f"create or replace table raw_orders as select * from read_csv_auto('{source}')")
        return conn.execute("select count(*) from raw_orders").fetchone()[0]


def build_daily_sales() -> int:
    """Aggregates raw_orders into one row per day. Returns the number of days."""
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            """
            create or replace table daily_sales as
            select order_date, count(*) as orders, sum(amount) as revenue
            from raw_orders
            group by order_date
            """
        )
        return conn.execute("select count(*) from daily_sales").fetchone()[0]


def export_sales_report() -> str:
    """Writes daily_sales to a CSV file for the finance team. Returns its path."""
    report = EXPORT_DIR / "daily_sales_report.csv"
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(f"copy (select * from daily_sales order by order_date) to '{report}' (header)")
    return str(report)
