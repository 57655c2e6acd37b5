import dagster as dg
from dagster_databricks import PipesDatabricksClient
from databricks.sdk import WorkspaceClient
from databricks.sdk.service import jobs


@dg.asset(kinds={"databricks", "spark"})
def store_demand_forecast(
    context: dg.AssetExecutionContext, pipes_databricks: PipesDatabricksClient
) -> dg.MaterializeResult:
    task = jobs.SubmitTask.from_dict(
        {
            "task_key": "store-demand-forecast",
            "new_cluster": {
                "spark_version": "15.4.x-scala2.12",
                "node_type_id": "m5d.large",
                "num_workers": 2,
            },
            "libraries": [{"pypi": {"package": "dagster-pipes"}}],
            "spark_python_task": {
                "python_file": "dbfs:/forecasting/store_demand.py",
            },
        }
    )
    return pipes_databricks.run(
        context=context,
        task=task,
        extras={"horizon_weeks": 8},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[store_demand_forecast],
    resources={
        "pipes_databricks": PipesDatabricksClient(
            # Reads DATABRICKS_HOST and DATABRICKS_TOKEN from the environment.
            client=WorkspaceClient(),
        )
    },
)
