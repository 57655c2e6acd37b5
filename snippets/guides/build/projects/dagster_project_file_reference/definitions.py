import dagster as dg

from my_dagster_project import assets
from my_dagster_project.resources import WarehouseResource

defs = dg.Definitions(
    assets=dg.load_assets_from_modules([assets]),
    resources={"warehouse": WarehouseResource(dsn=dg.EnvVar("WAREHOUSE_DSN"))},
)
