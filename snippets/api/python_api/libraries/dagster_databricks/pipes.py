import os

import dagster as dg
from dagster_databricks import PipesDatabricksClient, create_databricks_run_now_op
from databricks.sdk import WorkspaceClient
from databricks.sdk.service import jobs


# [start:pipes]
@dg.asset
def customer_segments(context: dg.AssetExecutionContext, databricks: PipesDatabricksClient):
    task = jobs.SubmitTask.from_dict(
        {
            "task_key": "segment_customers",
            "new_cluster": {
                "spark_version": "15.4.x-scala2.12",
                "node_type_id": "i3.xlarge",
                "num_workers": 2,
            },
            "libraries": [{"pypi": {"package": "dagster-pipes"}}],
            "spark_python_task": {"python_file": "dbfs:/jobs/segment_customers.py"},
        }
    )
    return databricks.run(task=task, context=context).get_materialize_result()


defs = dg.Definitions(
    assets=[customer_segments],
    resources={
        "databricks": PipesDatabricksClient(
            client=WorkspaceClient(
                host=os.environ["DATABRICKS_HOST"],
                token=os.environ["DATABRICKS_TOKEN"],
            )
        )
    },
)
# [end:pipes]


# [start:run_now]
run_nightly_model = create_databricks_run_now_op(databricks_job_id=872341, name="run_nightly_model")


@dg.job
def nightly_model_job():
    run_nightly_model()
# [end:run_now]
