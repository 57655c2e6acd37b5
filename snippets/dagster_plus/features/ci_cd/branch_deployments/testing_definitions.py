import os

from dagster_snowflake import SnowflakeResource

import dagster as dg

# [start:environment]
PRODUCTION_DATABASE = "SHOP"


def in_branch_deployment() -> bool:
    return os.getenv("DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT", "") == "1"


def clone_database_name() -> str:
    # One clone per pull request, for example SHOP_CLONE_482
    pull_request_id = os.environ["DAGSTER_CLOUD_PULL_REQUEST_ID"]
    return f"{PRODUCTION_DATABASE}_CLONE_{pull_request_id}"


def target_database() -> str:
    return clone_database_name() if in_branch_deployment() else PRODUCTION_DATABASE


# [end:environment]


# [start:assets]
@dg.asset(kinds={"snowflake"}, group_name="sales")
def daily_orders(snowflake: SnowflakeResource) -> dg.MaterializeResult:
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            """
            CREATE OR REPLACE TABLE ANALYTICS.DAILY_ORDERS AS
            SELECT order_date, COUNT(*) AS order_count, SUM(total_eur) AS revenue_eur
            FROM RAW.ORDERS
            GROUP BY order_date
            """
        )
        cursor.execute("SELECT COUNT(*) FROM ANALYTICS.DAILY_ORDERS")
        row_count = cursor.fetchone()[0]
    return dg.MaterializeResult(metadata={"row_count": row_count})


@dg.asset(kinds={"snowflake"}, group_name="sales", deps=[daily_orders])
def weekly_revenue(snowflake: SnowflakeResource) -> None:
    with snowflake.get_connection() as conn:
        conn.cursor().execute(
            """
            CREATE OR REPLACE TABLE ANALYTICS.WEEKLY_REVENUE AS
            SELECT DATE_TRUNC('week', order_date) AS week, SUM(revenue_eur) AS revenue_eur
            FROM ANALYTICS.DAILY_ORDERS
            GROUP BY 1
            """
        )


# [end:assets]


# [start:clone_ops]
@dg.op
def clone_production_database(
    context: dg.OpExecutionContext, snowflake_admin: SnowflakeResource
) -> None:
    if not in_branch_deployment():
        raise dg.Failure("Clones are only created from branch deployments.")
    clone = clone_database_name()
    with snowflake_admin.get_connection() as conn:
        conn.cursor().execute(
            f"CREATE OR REPLACE DATABASE {clone} CLONE {PRODUCTION_DATABASE}"
        )
    context.log.info(f"Created {clone} as a zero-copy clone of {PRODUCTION_DATABASE}")


@dg.op
def drop_database_clone(
    context: dg.OpExecutionContext, snowflake_admin: SnowflakeResource
) -> None:
    if not in_branch_deployment():
        raise dg.Failure("Refusing to drop a database outside a branch deployment.")
    clone = clone_database_name()
    with snowflake_admin.get_connection() as conn:
        conn.cursor().execute(f"DROP DATABASE IF EXISTS {clone}")
    context.log.info(f"Dropped {clone}")


@dg.job
def refresh_branch_clone():
    clone_production_database()


@dg.job
def drop_branch_clone():
    drop_database_clone()


# [end:clone_ops]


# [start:definitions]
def snowflake_resource(database: str | None) -> SnowflakeResource:
    # Dagster+ gives these variables different values in branch deployments,
    # so branch deployments connect with a role that cannot write to SHOP.
    return SnowflakeResource(
        account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
        user=dg.EnvVar("SNOWFLAKE_USER"),
        password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
        role=dg.EnvVar("SNOWFLAKE_ROLE"),
        warehouse="TRANSFORMING",
        database=database,
    )


jobs = [refresh_branch_clone, drop_branch_clone] if in_branch_deployment() else []

defs = dg.Definitions(
    assets=[daily_orders, weekly_revenue],
    jobs=jobs,
    resources={
        "snowflake": snowflake_resource(target_database()),
        "snowflake_admin": snowflake_resource(None),
    },
)
# [end:definitions]
