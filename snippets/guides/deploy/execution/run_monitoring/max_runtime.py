import dagster as dg


@dg.asset
def carrier_rates(context: dg.AssetExecutionContext) -> None:
    context.log.info("Downloading rate cards from three carriers")


# Run monitoring fails any run of this job that is still going after 30 minutes.
carrier_rates_job = dg.define_asset_job(
    "carrier_rates_job",
    selection=[carrier_rates],
    tags={"dagster/max_runtime": "1800"},
)

defs = dg.Definitions(assets=[carrier_rates], jobs=[carrier_rates_job])
