import dagster as dg
from dagster_snowflake import SnowflakeResource


@dg.op
def suspend_idle_warehouses(context: dg.OpExecutionContext, snowflake: SnowflakeResource):
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute("show warehouses like 'ADHOC_%'")
        names = [row[0] for row in cursor.fetchall()]
        for name in names:
            cursor.execute(f"alter warehouse {name} suspend")
            context.log.info(f"Suspended {name}")


@dg.job
def nightly_cost_control():
    suspend_idle_warehouses()


defs = dg.Definitions(
    jobs=[nightly_cost_control],
    schedules=[
        dg.ScheduleDefinition(job=nightly_cost_control, cron_schedule="0 23 * * *")
    ],
    resources={
        "snowflake": SnowflakeResource(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            role="SYSADMIN",
        )
    },
)
