import dagster as dg
from dagster_census import CensusOutput, census_resource


@dg.asset
def customer_segments() -> None:
    """The warehouse table that the Census sync reads."""


@dg.asset(deps=[customer_segments], required_resource_keys={"census"}, kinds={"census"})
def crm_customer_segments(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    result: CensusOutput = context.resources.census.trigger_sync_and_poll(sync_id=48213)
    # The client returns normally for a failed sync run; fail the step here.
    status = result.sync_run.get("status")
    if status == "failed":
        raise dg.Failure(f"Census sync run {result.sync_run.get('id')} failed")
    return dg.MaterializeResult(
        metadata={
            "records_updated": result.sync_run.get("records_updated"),
            "records_failed": result.sync_run.get("records_failed"),
        }
    )


defs = dg.Definitions(
    assets=[customer_segments, crm_customer_segments],
    resources={"census": census_resource.configured({"api_key": {"env": "CENSUS_API_KEY"}})},
)
