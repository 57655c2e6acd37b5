"""Step 3: adds the asset checks. The file is etl_tutorial/definitions.py at that step."""
import dagster as dg

from etl_tutorial.defs.assets import (
    enriched_sales,
    enriched_sales_has_no_orphans,
    products,
    sales_data,
    sales_data_amounts_are_positive,
    sales_reps,
)
from etl_tutorial.defs.resources import database_resource

# [start:definitions]
defs = dg.Definitions(
    assets=[
        products,
        sales_reps,
        sales_data,
        enriched_sales,
    ],
    asset_checks=[
        sales_data_amounts_are_positive,
        enriched_sales_has_no_orphans,
    ],
    resources={"database": database_resource},
)
# [end:definitions]
