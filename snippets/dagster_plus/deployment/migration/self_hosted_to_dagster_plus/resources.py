import dagster as dg
from dagster_snowflake import SnowflakeResource


@dg.asset
def customer_invoices(snowflake: SnowflakeResource) -> None:
    """Copies the day's invoices into the finance schema."""
    with snowflake.get_connection() as connection:
        connection.cursor().execute(
            "insert into finance.invoices select * from staging.invoices"
        )


defs = dg.Definitions(
    assets=[customer_invoices],
    resources={
        # Read from the environment, so the same code runs in your old
        # deployment and in Dagster+, where you set the variables per deployment.
        "snowflake": SnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="ANALYTICS",
        ),
    },
)
