import dagster as dg
from dagster_gcp.pipes import (
    PipesDataprocJobClient,
    PipesGCSContextInjector,
    PipesGCSMessageReader,
)
from google.cloud.dataproc_v1 import (
    Job,
    JobControllerClient,
    JobPlacement,
    PySparkJob,
    SubmitJobRequest,
)
from google.cloud.storage import Client as GCSClient

PROJECT_ID = "acme-analytics"
REGION = "europe-west1"
BUCKET = "acme-dagster-pipes"


@dg.asset
def store_traffic(
    context: dg.AssetExecutionContext,
    dataproc_job_client: PipesDataprocJobClient,
) -> dg.MaterializeResult:
    return dataproc_job_client.run(
        context=context,
        # Passed to JobControllerClient.submit_job; the client appends the Pipes
        # bootstrap values to the job's arguments.
        submit_job_params={
            "request": SubmitJobRequest(
                project_id=PROJECT_ID,
                region=REGION,
                job=Job(
                    placement=JobPlacement(cluster_name="analytics"),
                    pyspark_job=PySparkJob(
                        main_python_file_uri=f"gs://{BUCKET}/jobs/store_traffic.py",
                    ),
                ),
            )
        },
        extras={"store_region": "benelux"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[store_traffic],
    resources={
        "dataproc_job_client": PipesDataprocJobClient(
            client=JobControllerClient(
                client_options={"api_endpoint": f"{REGION}-dataproc.googleapis.com:443"}
            ),
            context_injector=PipesGCSContextInjector(
                bucket=BUCKET, client=GCSClient(project=PROJECT_ID)
            ),
            message_reader=PipesGCSMessageReader(
                bucket=BUCKET,
                client=GCSClient(project=PROJECT_ID),
                include_stdio_in_messages=True,
            ),
        )
    },
)
