"""Business logic of the store sales rollup, shared by Airflow and Dagster."""

import os
from pathlib import Path

import duckdb

WAREHOUSE_PATH = os.environ.get("SHOP_WAREHOUSE_PATH", "warehouse.duckdb")
EXPORT_DIR = Path(os.environ.get("SHOP_EXPORT_DIR", "exports"))
STAGING_DIR = EXPORT_DIR / "staging"


def list_store_exports() -> list[str]:
    """Paths of the CSV files that the stores uploaded, one per store."""
    return sorted(str(path) for path in (EXPORT_DIR / "stores").glob("*.csv"))


def stage_store_export(path: str) -> str:
    """Converts one store's export to Parquet in the staging folder. Returns the new path."""
    STAGING_DIR.mkdir(parents=True, exist_ok=True)
    target = STAGING_DIR / f"{Path(path).stem}.parquet"
    with duckdb.connect() as conn:  # in memory, so parallel tasks never lock the warehouse
        conn.execute(f"copy (select * from read_csv_auto('{path}')) to '{target}' (format parquet)")
    return str(target)


def build_store_sales() -> int:
    """Combines the staged files into the store_sales table. Returns the row count."""
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"create or replace table store_sales as select * from read_parquet('{STAGING_DIR}/*.parquet')"
        )
        return conn.execute("select count(*) from store_sales").fetchone()[0]


def build_regional_sales() -> int:
    """Sums store_sales per region and day. Returns the row count."""
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            """
            create or replace table regional_sales as
            select region, sale_date, sum(amount) as revenue
            from store_sales
            group by region, sale_date
            """
        )
        return conn.execute("select count(*) from regional_sales").fetchone()[0]
