import dagster as dg


@dg.asset
def daily_signups() -> int:
    return 42


signups_job = dg.define_asset_job("signups_job", selection=[daily_signups])

signups_schedule = dg.ScheduleDefinition(job=signups_job, cron_schedule="0 7 * * *")

# Picks up daily_signups, signups_job and signups_schedule from this file.
defs = dg.load_definitions_from_current_module()
