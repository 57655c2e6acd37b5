import dagster as dg
from dagster_gcp import DataprocResource


@dg.asset(kinds={"dataproc", "spark"})
def sessionized_clicks(
    context: dg.AssetExecutionContext, dataproc: DataprocResource
) -> None:
    """Clickstream events grouped into sessions by a PySpark job on Dataproc."""
    client = dataproc.get_client()
    job = client.submit_job(
        {
            "job": {
                "placement": {"clusterName": dataproc.cluster_name},
                "pysparkJob": {
                    "mainPythonFileUri": "gs://acme-spark-jobs/sessionize.py",
                    "args": ["--date", "2025-04-01"],
                },
            }
        }
    )
    job_id = job["reference"]["jobId"]
    context.log.info(f"Submitted Dataproc job {job_id}")
    # Polls until the job is DONE; raises if it is cancelled or fails.
    client.wait_for_job(job_id)


defs = dg.Definitions(
    assets=[sessionized_clicks],
    resources={
        "dataproc": DataprocResource(
            project_id="acme-analytics",
            region="europe-west1",
            cluster_name="clickstream-batch",
        )
    },
)
