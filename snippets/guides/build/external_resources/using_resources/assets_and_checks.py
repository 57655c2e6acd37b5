import sqlite3
from contextlib import closing

import dagster as dg


class SQLiteDatabase(dg.ConfigurableResource):
    path: str

    def query(self, sql: str) -> list[tuple]:
        with closing(sqlite3.connect(self.path)) as conn:
            return conn.execute(sql).fetchall()

    def execute(self, sql: str) -> None:
        with closing(sqlite3.connect(self.path)) as conn:
            conn.execute(sql)
            conn.commit()


@dg.asset
def customers(database: SQLiteDatabase) -> None:
    database.execute(
        "CREATE TABLE IF NOT EXISTS customers (id INTEGER PRIMARY KEY, email TEXT)"
    )


@dg.asset(deps=[customers])
def customer_count(database: SQLiteDatabase) -> int:
    (count,) = database.query("SELECT COUNT(*) FROM customers")[0]
    return count


@dg.asset_check(asset=customers)
def emails_are_unique(database: SQLiteDatabase) -> dg.AssetCheckResult:
    duplicates = database.query(
        "SELECT email FROM customers GROUP BY email HAVING COUNT(*) > 1"
    )
    return dg.AssetCheckResult(
        passed=not duplicates, metadata={"duplicate_emails": len(duplicates)}
    )


defs = dg.Definitions(
    assets=[customers, customer_count],
    asset_checks=[emails_are_unique],
    resources={"database": SQLiteDatabase(path="data/app.db")},
)
