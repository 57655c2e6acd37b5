"""Step 2: adds the joined enriched_sales asset. The file is etl_tutorial/definitions.py at that step."""
import dagster as dg

from etl_tutorial.defs.assets import (
    enriched_sales,
    products,
    sales_data,
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
    resources={"database": database_resource},
)
# [end:definitions]
