import os

import dagster as dg

from my_project.resources import PostgresResource


@dg.asset(kinds={"postgres"})
def active_accounts(postgres: PostgresResource) -> dg.MaterializeResult:
    with postgres.get_connection() as conn, conn.cursor() as cursor:
        cursor.execute("DROP TABLE IF EXISTS reporting.active_accounts")
        cursor.execute(
            """
            CREATE TABLE reporting.active_accounts AS
            SELECT account_id, MAX(event_time) AS last_seen
            FROM app.events
            WHERE event_time > now() - interval '30 days'
            GROUP BY account_id
            """
        )
        cursor.execute("SELECT COUNT(*) FROM reporting.active_accounts")
        (count,) = cursor.fetchone()
    return dg.MaterializeResult(metadata={"accounts": count})


RESOURCES_BY_DEPLOYMENT = {
    "local": {
        "postgres": PostgresResource(
            host="localhost", user="dagster", password="dagster", dbname="app_dev"
        )
    },
    "production": {
        "postgres": PostgresResource(
            host=dg.EnvVar("PG_HOST"),
            user=dg.EnvVar("PG_USER"),
            password=dg.EnvVar("PG_PASSWORD"),
            dbname="app",
        )
    },
}

deployment = os.getenv("DAGSTER_DEPLOYMENT", "local")

defs = dg.Definitions(
    assets=[active_accounts],
    resources=RESOURCES_BY_DEPLOYMENT[deployment],
)
