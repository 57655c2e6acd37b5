"""Step 1: the three raw assets and the DuckDB resource. The file is etl_tutorial/definitions.py at that step."""
import dagster as dg

from etl_tutorial.defs.assets import (
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
    ],
    resources={"database": database_resource},
)
# [end:definitions]
