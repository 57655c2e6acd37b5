import dagster as dg
from dagster_dbt import DbtCloudClientResource, dbt_cloud_run_op

# A copy of the prebuilt op with its job ID filled in.
run_marketing_job = dbt_cloud_run_op.configured(
    {"job_id": 71902, "poll_interval": 30}, name="run_marketing_job"
)


@dg.op
def announce_fresh_data(context: dg.OpExecutionContext, dbt_cloud_result) -> None:
    # Runs only after the dbt Cloud job has finished successfully.
    context.log.info("Marketing models refreshed in dbt Cloud")


@dg.job
def marketing_refresh():
    announce_fresh_data(run_marketing_job())


defs = dg.Definitions(
    jobs=[marketing_refresh],
    resources={
        "dbt_cloud": DbtCloudClientResource(
            auth_token=dg.EnvVar("DBT_CLOUD_API_TOKEN"),
            account_id=dg.EnvVar.int("DBT_CLOUD_ACCOUNT_ID"),
        )
    },
)
