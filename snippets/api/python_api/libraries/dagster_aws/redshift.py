import dagster as dg
from dagster_aws.redshift import RedshiftClientResource


# [start:redshift]
@dg.asset
def refunded_orders(redshift: RedshiftClientResource) -> int:
    rows = redshift.get_client().execute_query(
        "select count(*) from sales.orders where status = 'refunded'",
        fetch_results=True,
    )
    return rows[0][0]


defs = dg.Definitions(
    assets=[refunded_orders],
    resources={
        "redshift": RedshiftClientResource(
            host="analytics.abc123.us-east-1.redshift.amazonaws.com",
            user="dagster",
            password=dg.EnvVar("REDSHIFT_PASSWORD"),
            database="prod",
        )
    },
)
# [end:redshift]
