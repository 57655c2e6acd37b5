import sqlite3

import dagster as dg


@dg.asset
def active_users() -> dg.MaterializeResult:
    with sqlite3.connect("app.sqlite") as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS users (id INTEGER, active INTEGER)")
        conn.execute("DROP TABLE IF EXISTS active_users")
        conn.execute("CREATE TABLE active_users AS SELECT id FROM users WHERE active = 1")
        (row_count,) = conn.execute("SELECT COUNT(*) FROM active_users").fetchone()
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


defs = dg.Definitions(assets=[active_users])
