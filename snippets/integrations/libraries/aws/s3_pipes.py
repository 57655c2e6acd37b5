import boto3
import dagster as dg
from dagster_aws.pipes import PipesS3ContextInjector, PipesS3MessageReader

s3_client = boto3.client("s3")

context_injector = PipesS3ContextInjector(client=s3_client, bucket="acme-pipes-exchange")
message_reader = PipesS3MessageReader(client=s3_client, bucket="acme-pipes-exchange")


@dg.asset
def geocoded_addresses(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    client = dg.PipesSubprocessClient(
        context_injector=context_injector,
        message_reader=message_reader,
    )
    return client.run(
        command=["python", "geocode.py"],
        context=context,
    ).get_materialize_result()


defs = dg.Definitions(assets=[geocoded_addresses])
