import sqlite3

import dagster as dg

DATABASE = "warehouse.sqlite"


@dg.asset
def orders_table() -> None:
    """Writes rows to SQLite itself and returns nothing."""
    with sqlite3.connect(DATABASE) as conn:
        conn.execute("DROP TABLE IF EXISTS orders")
        conn.execute("CREATE TABLE orders (order_id INTEGER, region TEXT, amount REAL)")
        conn.executemany(
            "INSERT INTO orders VALUES (?, ?, ?)",
            [(1, "north", 30.0), (2, "south", 12.5), (3, "north", 8.0)],
        )


@dg.asset(deps=[orders_table])
def region_totals_table() -> dg.MaterializeResult:
    """Reads the upstream table with SQL and writes a new one."""
    with sqlite3.connect(DATABASE) as conn:
        conn.execute("DROP TABLE IF EXISTS region_totals")
        conn.execute(
            "CREATE TABLE region_totals AS "
            "SELECT region, SUM(amount) AS total FROM orders GROUP BY region"
        )
        (count,) = conn.execute("SELECT COUNT(*) FROM region_totals").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": count})


defs = dg.Definitions(assets=[orders_table, region_totals_table])
