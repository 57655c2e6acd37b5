import dagster as dg
from dagster_census import census_resource, census_trigger_sync_op

# The resource reads the key from the CENSUS_API_KEY environment variable.
census = census_resource.configured({"api_key": {"env": "CENSUS_API_KEY"}})

sync_customer_segments = census_trigger_sync_op.configured(
    {"sync_id": 48213, "poll_interval": 30},
    name="sync_customer_segments_to_crm",
)


@dg.job(resource_defs={"census": census})
def push_segments_to_crm():
    sync_customer_segments()


defs = dg.Definitions(jobs=[push_segments_to_crm])
