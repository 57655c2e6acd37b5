"""Step 5: adds the schedules. The file is etl_tutorial/definitions.py at that step."""
import dagster as dg

from etl_tutorial.defs.assets import (
    category_performance,
    enriched_sales,
    enriched_sales_has_no_orphans,
    monthly_sales_performance,
    products,
    sales_data,
    sales_data_amounts_are_positive,
    sales_reps,
)
from etl_tutorial.defs.resources import database_resource
from etl_tutorial.defs.schedules import daily_refresh_schedule, monthly_performance_schedule

# [start:definitions]
defs = dg.Definitions(
    assets=[
        products,
        sales_reps,
        sales_data,
        enriched_sales,
        monthly_sales_performance,
        category_performance,
    ],
    asset_checks=[
        sales_data_amounts_are_positive,
        enriched_sales_has_no_orphans,
    ],
    schedules=[
        daily_refresh_schedule,
        monthly_performance_schedule,
    ],
    resources={"database": database_resource},
)
# [end:definitions]
