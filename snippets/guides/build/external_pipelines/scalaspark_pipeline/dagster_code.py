import os
import subprocess

import boto3
import dagster as dg
from dagster_aws.pipes import PipesS3ContextInjector, PipesS3MessageReader

BUCKET = os.getenv("DAGSTER_PIPES_BUCKET", "acme-dagster-pipes")
JAR = "jobs/pi-estimate/build/libs/pi-estimate-all.jar"


@dg.asset(check_specs=[dg.AssetCheckSpec(name="pi_is_plausible", asset="pi_estimate")])
def pi_estimate(context: dg.AssetExecutionContext):
    s3 = boto3.client("s3")
    with dg.open_pipes_session(
        context=context,
        context_injector=PipesS3ContextInjector(client=s3, bucket=BUCKET),
        message_reader=PipesS3MessageReader(client=s3, bucket=BUCKET),
        extras={"slices": 4},
    ) as session:
        pipes_args = []
        for flag, value in session.get_bootstrap_cli_arguments().items():
            pipes_args.extend([flag, value])

        subprocess.run(
            ["spark-submit", "--class", "com.acme.PiEstimate", JAR, *pipes_args],
            check=True,
        )

    yield from session.get_results()


defs = dg.Definitions(assets=[pi_estimate])
