from pathlib import Path

import dagster as dg


@dg.asset
def month_end_close(context: dg.AssetExecutionContext) -> None:
    context.log.info("Closing the books for the month")


@dg.asset
def campaign_attribution(context: dg.AssetExecutionContext) -> None:
    context.log.info("Recomputing campaign attribution")


# [start:job_tags]
# Finance runs jump ahead of everything with the default priority of 0.
month_end_close_job = dg.define_asset_job(
    "month_end_close_job",
    selection=[month_end_close],
    tags={"dagster/priority": "5"},
)

# Marketing refreshes can wait behind anything else in the queue.
attribution_job = dg.define_asset_job(
    "attribution_job",
    selection=[campaign_attribution],
    tags={"dagster/priority": "-1"},
)
# [end:job_tags]


# [start:run_request]
@dg.sensor(job=attribution_job, minimum_interval_seconds=60)
def escalated_attribution_sensor(context: dg.SensorEvaluationContext):
    # A file in this folder means someone needs fresh numbers now.
    for request_file in Path("/data/escalations").glob("*.json"):
        yield dg.RunRequest(
            run_key=request_file.name,
            tags={"dagster/priority": "10"},
        )
# [end:run_request]


defs = dg.Definitions(
    assets=[month_end_close, campaign_attribution],
    jobs=[month_end_close_job, attribution_job],
    sensors=[escalated_attribution_sensor],
)
