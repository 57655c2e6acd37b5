import dagster as dg
from dagster_gcp import BigQueryResource


@dg.asset(kinds={"bigquery"})
def daily_active_users(bigquery: BigQueryResource) -> dg.MaterializeResult:
    sql = """
        CREATE OR REPLACE TABLE analytics.daily_active_users AS
        SELECT DATE(event_time) AS day, COUNT(DISTINCT user_id) AS users
        FROM raw.events
        GROUP BY day
    """
    with bigquery.get_client() as client:
        client.query(sql).result()
        rows = client.query("SELECT COUNT(*) AS n FROM analytics.daily_active_users").result()
        days = next(iter(rows)).n
    return dg.MaterializeResult(metadata={"days": days})


defs = dg.Definitions(
    assets=[daily_active_users],
    resources={
        # Without gcp_credentials, the client uses Application Default
        # Credentials: the attached service account on GCP, or
        # GOOGLE_APPLICATION_CREDENTIALS / gcloud login elsewhere.
        "bigquery": BigQueryResource(project=dg.EnvVar("GCP_PROJECT_ID"), location="US"),
    },
)
