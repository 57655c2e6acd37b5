import dagster as dg

from storefront.assets import inventory, orders

defs = dg.Definitions(
    assets=dg.load_assets_from_modules([orders, inventory]),
)
