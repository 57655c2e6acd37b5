import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def daily_signups(context: dg.AssetExecutionContext) -> int:
    # Stand-in for counting the sign-ups of one day.
    return 40


# [start:previous_day]
@dg.asset(
    partitions_def=daily,
    deps=[
        dg.AssetDep(
            daily_signups,
            partition_mapping=dg.TimeWindowPartitionMapping(
                start_offset=-1, end_offset=-1
            ),
        )
    ],
)
def signup_digest(context: dg.AssetExecutionContext) -> None:
    # Partition "2025-03-14" waits for the "2025-03-13" partition of daily_signups.
    context.log.info(f"Sending the digest for the day before {context.partition_key}")
# [end:previous_day]


# [start:rolling_window]
@dg.asset(
    partitions_def=daily,
    ins={
        "daily_signups": dg.AssetIn(
            partition_mapping=dg.TimeWindowPartitionMapping(start_offset=-6)
        )
    },
)
def seven_day_signups(context: dg.AssetExecutionContext, daily_signups: dict) -> int:
    # Each day loads itself and the six days before it.
    key_range = context.asset_partition_key_range_for_input("daily_signups")
    context.log.info(f"Window: {key_range.start} to {key_range.end}")
    return sum(daily_signups.values())
# [end:rolling_window]


defs = dg.Definitions(assets=[daily_signups, signup_digest, seven_day_signups])
