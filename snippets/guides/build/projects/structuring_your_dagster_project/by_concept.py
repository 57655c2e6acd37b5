import dagster as dg

from my_project import ingestion, reporting, transformation
from my_project.resources import RESOURCES
from my_project.schedules import all_schedules

# Each business concept is a package; its assets form one asset group.
ingestion_assets = dg.load_assets_from_package_module(ingestion, group_name="ingestion")
transformation_assets = dg.load_assets_from_package_module(
    transformation, group_name="transformation"
)
reporting_assets = dg.load_assets_from_package_module(reporting, group_name="reporting")

defs = dg.Definitions(
    assets=[*ingestion_assets, *transformation_assets, *reporting_assets],
    schedules=all_schedules,
    resources=RESOURCES,
)
