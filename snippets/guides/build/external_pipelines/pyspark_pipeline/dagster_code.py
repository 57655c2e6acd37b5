import os
import subprocess

import boto3
import dagster as dg
from dagster_aws.pipes import PipesS3ContextInjector, PipesS3MessageReader

BUCKET = os.getenv("DAGSTER_PIPES_BUCKET", "acme-dagster-pipes")


@dg.asset
def order_cohorts(context: dg.AssetExecutionContext):
    s3 = boto3.client("s3")
    script = dg.file_relative_path(__file__, "order_cohorts.py")

    with dg.open_pipes_session(
        context=context,
        # Both directions go through S3, which the driver and Dagster can reach.
        context_injector=PipesS3ContextInjector(client=s3, bucket=BUCKET),
        message_reader=PipesS3MessageReader(
            client=s3, bucket=BUCKET, include_stdio_in_messages=True
        ),
        extras={"min_orders": 2},
    ) as session:
        # spark-submit has no portable way to set the driver's environment, so pass
        # the bootstrap values as application arguments after the script path.
        pipes_args = []
        for flag, value in session.get_bootstrap_cli_arguments().items():
            pipes_args.extend([flag, value])

        subprocess.run(
            ["spark-submit", "--master", "local[*]", script, *pipes_args],
            check=True,
        )

    yield from session.get_results()


defs = dg.Definitions(assets=[order_cohorts])
