import dagster as dg
from dagster_aws.cloudwatch import cloudwatch_logger


@dg.asset
def shipment_events(context: dg.AssetExecutionContext) -> None:
    context.log.info("Loaded 1,204 shipment events")
    context.log.warning("14 events had no carrier code and were skipped")


defs = dg.Definitions(
    assets=[shipment_events],
    loggers={
        # The log group and the log stream must exist before a run starts.
        "cloudwatch": cloudwatch_logger.configured(
            {
                "log_group_name": "/dagster/logistics",
                "log_stream_name": "asset-runs",
                "aws_region": "us-east-1",
                "log_level": "INFO",
            }
        )
    },
)
