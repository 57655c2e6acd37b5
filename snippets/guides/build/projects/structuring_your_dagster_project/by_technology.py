import dagster as dg

from my_project.assets import dbt, dlt, ml
from my_project.jobs import nightly_refresh_job
from my_project.resources import RESOURCES
from my_project.schedules import nightly_refresh_schedule

# Each technology package becomes an asset group of the same name.
dbt_assets = dg.load_assets_from_package_module(dbt, group_name="dbt")
dlt_assets = dg.load_assets_from_package_module(dlt, group_name="ingestion")
ml_assets = dg.load_assets_from_package_module(ml, group_name="ml")

defs = dg.Definitions(
    assets=[*dbt_assets, *dlt_assets, *ml_assets],
    jobs=[nightly_refresh_job],
    schedules=[nightly_refresh_schedule],
    resources=RESOURCES,
)
