from dagster_cloud.dagster_insights import InsightsBigQueryResource

import dagster as dg


@dg.asset(kinds={"bigquery"}, group_name="marketing")
def campaign_conversions(bigquery: InsightsBigQueryResource) -> dg.MaterializeResult:
    with bigquery.get_client() as client:
        job = client.query(
            """
            CREATE OR REPLACE TABLE marketing.campaign_conversions AS
            SELECT campaign_id, DATE(converted_at) AS day, COUNT(*) AS conversions
            FROM raw.web_events
            WHERE event_name = 'purchase'
            GROUP BY campaign_id, day
            """
        )
        job.result()
    return dg.MaterializeResult(metadata={"bytes_processed": job.total_bytes_processed})


defs = dg.Definitions(
    assets=[campaign_conversions],
    resources={
        # Same settings as dagster_gcp.BigQueryResource
        "bigquery": InsightsBigQueryResource(project="acme-analytics", location="EU"),
    },
)
