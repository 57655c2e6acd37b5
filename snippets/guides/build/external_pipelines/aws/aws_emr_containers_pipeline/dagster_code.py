import boto3
import dagster as dg
from dagster_aws.pipes import PipesEMRContainersClient, PipesS3MessageReader

IMAGE = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/spark-jobs:2025-04-01"


@dg.asset
def daily_revenue(
    context: dg.AssetExecutionContext,
    pipes_emr_containers_client: PipesEMRContainersClient,
) -> dg.MaterializeResult:
    return pipes_emr_containers_client.run(
        context=context,
        # Passed to the boto3 "emr-containers" client's start_job_run call.
        start_job_run_params={
            "name": "daily-revenue",
            "virtualClusterId": "abcdefghijklmnop0123456789",
            "executionRoleArn": "arn:aws:iam::123456789012:role/emr-eks-job-role",
            "releaseLabel": "emr-7.2.0-latest",
            # Reusing the run ID makes a retried submission idempotent.
            "clientToken": context.run.run_id,
            "jobDriver": {
                "sparkSubmitJobDriver": {
                    "entryPoint": "local:///app/script.py",
                    "sparkSubmitParameters": f"--conf spark.kubernetes.container.image={IMAGE}",
                }
            },
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[daily_revenue],
    resources={
        "pipes_emr_containers_client": PipesEMRContainersClient(
            # Deliver the Pipes values as driver environment variables (the script needs no loader).
            pipes_params_bootstrap_method="env",
            message_reader=PipesS3MessageReader(
                client=boto3.client("s3"),
                bucket="acme-dagster-pipes",
                include_stdio_in_messages=True,
            ),
        )
    },
)
