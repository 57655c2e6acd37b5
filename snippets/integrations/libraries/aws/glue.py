import boto3
import dagster as dg
from dagster_aws.pipes import (
    PipesCloudWatchMessageReader,
    PipesGlueClient,
    PipesS3ContextInjector,
)


@dg.asset(kinds={"glue"})
def deduplicated_invoices(
    context: dg.AssetExecutionContext, pipes_glue: PipesGlueClient
) -> dg.MaterializeResult:
    return pipes_glue.run(
        context=context,
        start_job_run_params={"JobName": "deduplicate-invoices"},
        extras={"invoice_month": "2025-03"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[deduplicated_invoices],
    resources={
        "pipes_glue": PipesGlueClient(
            client=boto3.client("glue"),
            context_injector=PipesS3ContextInjector(
                client=boto3.client("s3"), bucket="acme-pipes-context"
            ),
            message_reader=PipesCloudWatchMessageReader(client=boto3.client("logs")),
        )
    },
)
