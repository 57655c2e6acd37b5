# [start:s3]
import boto3
from dagster_pipes import PipesDefaultContextLoader, PipesS3MessageWriter, open_dagster_pipes

# Messages are uploaded in chunks to the bucket named by the orchestration side's
# PipesS3MessageReader; the context arrives through the default loader.
with open_dagster_pipes(
    context_loader=PipesDefaultContextLoader(),
    message_writer=PipesS3MessageWriter(client=boto3.client("s3"), interval=5),
) as pipes:
    pipes.log.info("Scoring customers on a remote worker")
    pipes.report_asset_materialization(metadata={"scored_customers": 1250})
# [end:s3]
