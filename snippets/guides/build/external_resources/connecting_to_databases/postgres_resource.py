from contextlib import contextmanager
from typing import Iterator

import dagster as dg
import psycopg2
from pydantic import Field


class PostgresResource(dg.ConfigurableResource):
    """Opens connections to a PostgreSQL database."""

    host: str
    port: int = 5432
    user: str
    password: str
    dbname: str
    connect_timeout: int = Field(default=10, description="Seconds to wait for a connection.")

    @contextmanager
    def get_connection(self) -> Iterator["psycopg2.extensions.connection"]:
        conn = psycopg2.connect(
            host=self.host,
            port=self.port,
            user=self.user,
            password=self.password,
            dbname=self.dbname,
            connect_timeout=self.connect_timeout,
        )
        try:
            yield conn
            conn.commit()
        except Exception:
            conn.rollback()
            raise
        finally:
            conn.close()
