import boto3
from dagster_pipes import PipesS3ContextLoader, PipesS3MessageWriter, open_dagster_pipes

s3_client = boto3.client("s3")

with open_dagster_pipes(
    context_loader=PipesS3ContextLoader(client=s3_client),
    message_writer=PipesS3MessageWriter(client=s3_client),
) as pipes:
    pipes.log.info(f"Geocoding addresses for run {pipes.run_id}")
    geocoded = 5_812  # stand-in for the real work
    pipes.report_asset_materialization(metadata={"geocoded": geocoded})
