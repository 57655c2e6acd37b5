import boto3
import dagster as dg
from dagster_aws.pipes import PipesGlueClient, PipesS3ContextInjector


@dg.asset
def customer_dim(
    context: dg.AssetExecutionContext,
    pipes_glue_client: PipesGlueClient,
) -> dg.MaterializeResult:
    return pipes_glue_client.run(
        context=context,
        # Passed to the boto3 Glue client's start_job_run call.
        start_job_run_params={
            "JobName": "build-customer-dim",
            "Arguments": {"--additional-python-modules": "dagster-pipes"},
        },
        extras={"snapshot_date": "2025-04-01"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[customer_dim],
    resources={
        "pipes_glue_client": PipesGlueClient(
            client=boto3.client("glue"),
            # Glue jobs cannot receive arbitrary environment variables, so the
            # context is written to S3 and its location is passed as job arguments.
            context_injector=PipesS3ContextInjector(
                client=boto3.client("s3"),
                bucket="acme-dagster-pipes",
            ),
        )
    },
)
