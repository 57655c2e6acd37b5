import dagster as dg
from catalog_dagster.assets import acme_tools_products
from dagster_airlift.core import assets_with_task_mappings

mapped_assets = assets_with_task_mappings(
    dag_id="supplier_catalog",
    task_mappings={"sync_supplier_catalog": [acme_tools_products]},
)

mapped_defs = dg.Definitions(assets=mapped_assets)
