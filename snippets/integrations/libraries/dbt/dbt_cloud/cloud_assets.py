import dagster as dg
from dagster_dbt import DbtCloudClientResource, load_assets_from_dbt_cloud_job

# [start:resource]
dbt_cloud = DbtCloudClientResource(
    auth_token=dg.EnvVar("DBT_CLOUD_API_TOKEN"),
    account_id=dg.EnvVar.int("DBT_CLOUD_ACCOUNT_ID"),
)
# [end:resource]

# [start:assets]
finance_marts = load_assets_from_dbt_cloud_job(
    dbt_cloud=dbt_cloud,
    job_id=71834,
    # Put every model of this job in one asset group.
    node_info_to_group_fn=lambda node_info: "finance_dbt_cloud",
)
# [end:assets]

# [start:schedule]
finance_refresh = dg.define_asset_job(
    "finance_refresh", selection=dg.AssetSelection.groups("finance_dbt_cloud")
)

defs = dg.Definitions(
    assets=[finance_marts],
    jobs=[finance_refresh],
    schedules=[dg.ScheduleDefinition(job=finance_refresh, cron_schedule="30 5 * * *")],
)
# [end:schedule]
