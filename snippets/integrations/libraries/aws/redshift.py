import dagster as dg
from dagster_aws.redshift import RedshiftClientResource


@dg.asset(kinds={"redshift"})
def monthly_revenue(redshift: RedshiftClientResource) -> dg.MaterializeResult:
    client = redshift.get_client()
    client.execute_queries(
        [
            "TRUNCATE analytics.monthly_revenue",
            """
            INSERT INTO analytics.monthly_revenue
            SELECT date_trunc('month', paid_at) AS month, sum(amount) AS revenue
            FROM billing.invoices
            WHERE status = 'paid'
            GROUP BY 1
            """,
        ]
    )
    rows = client.execute_query(
        "SELECT count(*) FROM analytics.monthly_revenue", fetch_results=True
    )
    return dg.MaterializeResult(metadata={"dagster/row_count": rows[0][0]})


defs = dg.Definitions(
    assets=[monthly_revenue],
    resources={
        "redshift": RedshiftClientResource(
            host="analytics.abc123xyz.eu-central-1.redshift.amazonaws.com",
            port=5439,
            user="dagster",
            password=dg.EnvVar("REDSHIFT_PASSWORD"),
            database="warehouse",
        )
    },
)
