import dagster as dg
from dagster_census import census_resource, census_trigger_sync_op

# [start:op]
sync_customers_to_crm = census_trigger_sync_op.configured(
    {"sync_id": 48213, "force_full_sync": False},
    name="sync_customers_to_crm",
)


@dg.job(
    resource_defs={
        "census": census_resource.configured({"api_key": {"env": "CENSUS_API_KEY"}}),
    }
)
def reverse_etl_job():
    sync_customers_to_crm()
# [end:op]
