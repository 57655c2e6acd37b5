import sqlite3
from contextlib import closing, contextmanager
from typing import Iterator

import dagster as dg
from pydantic import PrivateAttr


class SQLiteSession(dg.ConfigurableResource):
    """Holds one open connection while the resource is in use."""

    path: str

    _conn: sqlite3.Connection = PrivateAttr()

    @contextmanager
    def yield_for_execution(self, context: dg.InitResourceContext) -> Iterator["SQLiteSession"]:
        # closing() guarantees the connection is closed, even if the step fails.
        with closing(sqlite3.connect(self.path)) as conn:
            self._conn = conn
            context.log.debug(f"Connected to {self.path}")
            yield self
        context.log.debug(f"Closed {self.path}")

    def execute(self, sql: str, params: tuple = ()) -> list[tuple]:
        # Using the connection as a context manager commits on success
        # and rolls back if the statement raises.
        with self._conn:
            return self._conn.execute(sql, params).fetchall()


@dg.asset
def audit_log(session: SQLiteSession) -> int:
    session.execute("CREATE TABLE IF NOT EXISTS audit (event TEXT, at TEXT)")
    session.execute("INSERT INTO audit VALUES (?, datetime('now'))", ("refresh",))
    return session.execute("SELECT COUNT(*) FROM audit")[0][0]


defs = dg.Definitions(
    assets=[audit_log],
    resources={"session": SQLiteSession(path="data/audit.db")},
)
