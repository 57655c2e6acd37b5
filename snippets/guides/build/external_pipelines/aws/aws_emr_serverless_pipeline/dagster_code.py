import dagster as dg
from dagster_aws.pipes import PipesEMRServerlessClient

ARTIFACTS = "s3://acme-data-artifacts/emr-serverless"


@dg.asset
def product_affinity(
    context: dg.AssetExecutionContext,
    pipes_emr_serverless_client: PipesEMRServerlessClient,
) -> dg.MaterializeResult:
    return pipes_emr_serverless_client.run(
        context=context,
        # Passed to the boto3 "emr-serverless" client's start_job_run call.
        start_job_run_params={
            "applicationId": "00fabc123def4567",
            "executionRoleArn": "arn:aws:iam::123456789012:role/emr-serverless-job-role",
            "clientToken": context.run.run_id,
            "jobDriver": {
                "sparkSubmit": {
                    "entryPoint": f"{ARTIFACTS}/script.py",
                    # Ship a packed virtual environment that contains dagster-pipes.
                    "sparkSubmitParameters": (
                        f"--conf spark.archives={ARTIFACTS}/pyspark_env.tar.gz#environment"
                        " --conf spark.emr-serverless.driverEnv.PYSPARK_PYTHON=./environment/bin/python"
                        " --conf spark.executorEnv.PYSPARK_PYTHON=./environment/bin/python"
                    ),
                }
            },
            # Pipes reads messages from CloudWatch Logs, so logging must be on.
            "configurationOverrides": {
                "monitoringConfiguration": {
                    "cloudWatchLoggingConfiguration": {"enabled": True},
                }
            },
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[product_affinity],
    resources={"pipes_emr_serverless_client": PipesEMRServerlessClient()},
)
