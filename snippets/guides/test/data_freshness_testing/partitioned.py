import dagster as dg


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def daily_shipment_summary(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Summarizing shipments of {context.partition_key}")


# Each day at 06:00 UTC, yesterday's partition must be materialized.
summary_freshness = dg.build_time_partition_freshness_checks(
    assets=[daily_shipment_summary],
    deadline_cron="0 6 * * *",
)

defs = dg.Definitions(
    assets=[daily_shipment_summary],
    asset_checks=summary_freshness,
    sensors=[
        dg.build_sensor_for_freshness_checks(
            freshness_checks=summary_freshness,
            name="summary_freshness_sensor",
        )
    ],
)
