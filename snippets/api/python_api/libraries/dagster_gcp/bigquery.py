import dagster as dg
from dagster_gcp import BigQueryResource


# [start:bigquery_resource]
@dg.asset
def daily_order_totals(bigquery: BigQueryResource) -> dg.MaterializeResult:
    with bigquery.get_client() as client:
        client.query(
            """
            CREATE OR REPLACE TABLE analytics.daily_order_totals AS
            SELECT DATE(created_at) AS order_date, SUM(amount) AS total
            FROM raw.orders
            GROUP BY order_date
            """
        ).result()
        row_count = client.get_table("analytics.daily_order_totals").num_rows
    return dg.MaterializeResult(metadata={"rows": row_count})


defs = dg.Definitions(
    assets=[daily_order_totals],
    resources={
        "bigquery": BigQueryResource(
            project=dg.EnvVar("GCP_PROJECT"),
            location="EU",
            # Base64-encoded service account key, only where no default credentials exist.
            gcp_credentials=dg.EnvVar("GCP_CREDS_B64"),
        )
    },
)
# [end:bigquery_resource]
