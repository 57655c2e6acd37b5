import dagster as dg
from dagster_databricks import DatabricksClientResource, create_databricks_run_now_op

refresh_loyalty_scores = create_databricks_run_now_op(
    databricks_job_id=724019,
    name="refresh_loyalty_scores",
)


@dg.job(
    resource_defs={
        "databricks": DatabricksClientResource(
            host=dg.EnvVar("DATABRICKS_HOST"),
            token=dg.EnvVar("DATABRICKS_TOKEN"),
        )
    }
)
def nightly_loyalty_refresh():
    refresh_loyalty_scores()


defs = dg.Definitions(jobs=[nightly_loyalty_refresh])
