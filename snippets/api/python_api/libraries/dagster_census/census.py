import os

import dagster as dg
from dagster_census import CensusResource, census_resource, census_trigger_sync_op

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


# [start:client]
def resync_accounts_after_repair() -> None:
    # A one-off script: retry each API call up to 5 times, 2 seconds apart.
    client = CensusResource(
        api_key=os.environ["CENSUS_API_KEY"],
        request_max_retries=5,
        request_retry_delay=2.0,
    )
    client.trigger_sync_and_poll(sync_id=48214, force_full_sync=True, poll_timeout=1800)
# [end:client]
