import boto3
import dagster as dg
from dagster_aws.pipes import PipesLambdaClient, PipesS3MessageReader


@dg.asset
def exchange_rates(
    context: dg.AssetExecutionContext,
    pipes_lambda_client: PipesLambdaClient,
) -> dg.MaterializeResult:
    return pipes_lambda_client.run(
        context=context,
        function_name="fetch-exchange-rates",
        event={"base_currency": "EUR"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[exchange_rates],
    resources={
        "pipes_lambda_client": PipesLambdaClient(
            # Read messages from S3 instead of the 4 KB log tail of the invocation.
            message_reader=PipesS3MessageReader(
                client=boto3.client("s3"),
                bucket="acme-dagster-pipes",
            ),
        )
    },
)
