import sqlite3
from contextlib import closing

import dagster as dg


class SQLiteDatabase(dg.ConfigurableResource):
    path: str

    def execute(self, sql: str) -> int:
        with closing(sqlite3.connect(self.path)) as conn:
            cursor = conn.execute(sql)
            conn.commit()
            return cursor.rowcount


@dg.op
def delete_expired_sessions(context: dg.OpExecutionContext, database: SQLiteDatabase) -> int:
    deleted = database.execute("DELETE FROM sessions WHERE expires_at < datetime('now')")
    context.log.info(f"Deleted {deleted} expired sessions")
    return deleted


@dg.op
def vacuum(database: SQLiteDatabase, deleted: int) -> None:
    if deleted:
        database.execute("VACUUM")


@dg.job
def session_cleanup():
    vacuum(delete_expired_sessions())


defs = dg.Definitions(
    jobs=[session_cleanup],
    resources={"database": SQLiteDatabase(path="data/app.db")},
)
