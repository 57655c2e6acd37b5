import dagster as dg
from dagster_aws.athena import AthenaClientResource


@dg.asset(kinds={"athena"})
def daily_page_views(context: dg.AssetExecutionContext, athena: AthenaClientResource) -> None:
    client = athena.get_client()
    # Rebuild a summary table from the raw click logs catalogued in Glue.
    client.execute_query(
        """
        INSERT INTO analytics.daily_page_views
        SELECT date(event_time) AS day, page, count(*) AS views
        FROM raw.click_logs
        WHERE date(event_time) = current_date - interval '1' day
        GROUP BY 1, 2
        """
    )
    rows = client.execute_query(
        "SELECT count(*) FROM analytics.daily_page_views", fetch_results=True
    )
    # Athena returns every value as a string.
    context.log.info(f"daily_page_views now holds {int(rows[0][0])} rows")


defs = dg.Definitions(
    assets=[daily_page_views],
    resources={
        # The region comes from the environment, for example AWS_DEFAULT_REGION.
        "athena": AthenaClientResource(workgroup="analytics")
    },
)
