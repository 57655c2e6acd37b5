import dagster as dg
from dagster_hightouch.ops import hightouch_sync_op
from dagster_hightouch.resources import ht_resource

# Each configured copy of the op triggers one Hightouch sync and waits for it.
sync_accounts_to_crm = hightouch_sync_op.configured(
    {"sync_id": "48213", "poll_timeout": 1800},
    name="sync_accounts_to_crm",
)
sync_contacts_to_crm = hightouch_sync_op.configured(
    {"sync_id": "48214", "poll_timeout": 1800},
    name="sync_contacts_to_crm",
)


@dg.job
def refresh_crm():
    # Contacts reference accounts in the CRM, so accounts must land first.
    accounts = sync_accounts_to_crm()
    sync_contacts_to_crm(start_after=accounts)


nightly_crm_refresh = dg.ScheduleDefinition(job=refresh_crm, cron_schedule="0 5 * * *")

defs = dg.Definitions(
    jobs=[refresh_crm],
    schedules=[nightly_crm_refresh],
    resources={
        "hightouch": ht_resource.configured(
            {"api_key": {"env": "HIGHTOUCH_API_KEY"}}
        ),
    },
)
