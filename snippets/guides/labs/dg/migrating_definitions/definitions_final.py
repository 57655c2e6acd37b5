import dagster as dg
from dagster.components import load_defs

import storefront.defs
from storefront.resources import warehouse

defs = dg.Definitions.merge(
    load_defs(defs_root=storefront.defs),
    dg.Definitions(resources={"warehouse": warehouse}),
)
