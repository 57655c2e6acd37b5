import os

import dagster as dg
from dagster_databricks import PipesDatabricksClient
from databricks.sdk import WorkspaceClient
from databricks.sdk.service import jobs


@dg.asset
def customer_ltv(
    context: dg.AssetExecutionContext,
    pipes_databricks: PipesDatabricksClient,
) -> dg.MaterializeResult:
    task = jobs.SubmitTask.from_dict(
        {
            "task_key": "customer-ltv",
            # A new job cluster: the client passes the Pipes variables as spark_env_vars.
            "new_cluster": {
                "spark_version": "15.4.x-scala2.12",
                "node_type_id": "i3.xlarge",
                "num_workers": 1,
            },
            # Install dagster-pipes on the cluster for this task.
            "libraries": [{"pypi": {"package": "dagster-pipes"}}],
            "spark_python_task": {"python_file": "dbfs:/pipelines/customer_ltv.py"},
        }
    )
    return pipes_databricks.run(
        task=task,
        context=context,
        extras={"lookback_days": 365},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[customer_ltv],
    resources={
        "pipes_databricks": PipesDatabricksClient(
            client=WorkspaceClient(
                host=os.environ["DATABRICKS_HOST"],
                token=os.environ["DATABRICKS_TOKEN"],
            ),
        )
    },
)
