import boto3
import dagster as dg
from dagster_aws.pipes import (
    PipesGlueClient,
    PipesLambdaClient,
    PipesS3ContextInjector,
    PipesS3MessageReader,
)


# [start:lambda]
@dg.asset
def weather_summary(context: dg.AssetExecutionContext, lambda_pipes: PipesLambdaClient):
    return lambda_pipes.run(
        context=context,
        function_name="summarize-weather",
        event={"station": "KSEA"},
    ).get_materialize_result()
# [end:lambda]


# [start:glue]
@dg.asset
def events_parquet(context: dg.AssetExecutionContext, glue_pipes: PipesGlueClient):
    return glue_pipes.run(
        context=context,
        start_job_run_params={"JobName": "convert-events-to-parquet"},
    ).get_materialize_result()


s3_client = boto3.client("s3")

defs = dg.Definitions(
    assets=[weather_summary, events_parquet],
    resources={
        "lambda_pipes": PipesLambdaClient(),
        "glue_pipes": PipesGlueClient(
            client=boto3.client("glue"),
            context_injector=PipesS3ContextInjector(bucket="acme-pipes", client=s3_client),
            message_reader=PipesS3MessageReader(bucket="acme-pipes", client=s3_client),
        ),
    },
)
# [end:glue]
