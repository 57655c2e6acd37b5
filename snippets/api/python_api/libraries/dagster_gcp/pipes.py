import dagster as dg
from dagster_gcp.pipes import PipesDataprocJobClient, PipesGCSMessageReader
from google.cloud.dataproc_v1 import Job, JobControllerClient, JobPlacement, PySparkJob
from google.cloud.storage import Client as GCSClient


# [start:pipes_dataproc]
@dg.asset
def customer_segments(
    context: dg.AssetExecutionContext, dataproc_pipes: PipesDataprocJobClient
) -> dg.MaterializeResult:
    return dataproc_pipes.run(
        context=context,
        submit_job_params={
            "project_id": "analytics-prod",
            "region": "europe-west1",
            "job": Job(
                placement=JobPlacement(cluster_name="spark-shared"),
                pyspark_job=PySparkJob(main_python_file_uri="gs://analytics-code/segments.py"),
            ),
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[customer_segments],
    resources={
        "dataproc_pipes": PipesDataprocJobClient(
            client=JobControllerClient(
                client_options={"api_endpoint": "europe-west1-dataproc.googleapis.com:443"}
            ),
            # The Spark job writes Pipes messages to this bucket; Dagster reads them back.
            message_reader=PipesGCSMessageReader(bucket="analytics-pipes", client=GCSClient()),
        )
    },
)
# [end:pipes_dataproc]
