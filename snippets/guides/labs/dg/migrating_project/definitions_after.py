import dagster as dg
from dagster.components import load_defs

import storefront.defs
from storefront.assets import inventory, orders

defs = dg.Definitions.merge(
    dg.Definitions(assets=dg.load_assets_from_modules([orders, inventory])),
    load_defs(defs_root=storefront.defs),
)
