import dagster as dg
from dagster_gcp import DataprocResource


@dg.asset(kinds={"dataproc", "spark"})
def yearly_click_rollup(dataproc: DataprocResource) -> None:
    client = dataproc.get_client()
    # Creates the cluster from the config file, and deletes it when the block ends,
    # whether the job succeeds or fails.
    with client.cluster_context_manager():
        job = client.submit_job(
            {
                "job": {
                    "placement": {"clusterName": dataproc.cluster_name},
                    "pysparkJob": {"mainPythonFileUri": "gs://acme-spark-jobs/rollup.py"},
                }
            }
        )
        client.wait_for_job(job["reference"]["jobId"])


defs = dg.Definitions(
    assets=[yearly_click_rollup],
    resources={
        "dataproc": DataprocResource(
            project_id="acme-analytics",
            region="europe-west1",
            cluster_name="rollup-2025",
            cluster_config_yaml_path="dataproc/rollup_cluster.yaml",
        )
    },
)
