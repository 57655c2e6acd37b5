import boto3
from dagster_pipes import PipesMappingParamsLoader, PipesS3MessageWriter, open_dagster_pipes


def lambda_handler(event, context):
    with open_dagster_pipes(
        params_loader=PipesMappingParamsLoader(event),
        message_writer=PipesS3MessageWriter(client=boto3.client("s3")),
    ) as pipes:
        for currency in ("USD", "GBP", "JPY"):
            pipes.log.info(f"Fetching the {currency} rate")
        pipes.report_asset_materialization(metadata={"currencies": 3})
    return {"status": "ok"}
