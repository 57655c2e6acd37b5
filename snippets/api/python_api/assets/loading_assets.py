import dagster as dg

# Modules of your own project that define assets.
from my_project import customers, orders
from my_project import assets as assets_package

# [start:load_assets_from_modules]
sales_assets = dg.load_assets_from_modules(
    [orders, customers],
    group_name="sales",
    key_prefix="sales",
)
# [end:load_assets_from_modules]

# [start:load_assets_from_package_module]
# Walks every submodule of the package, however deep.
all_assets = dg.load_assets_from_package_module(
    assets_package,
    automation_condition=dg.AutomationCondition.eager(),
)
# [end:load_assets_from_package_module]

# [start:load_assets_from_package_name]
reporting_assets = dg.load_assets_from_package_name("my_project.reporting")
# [end:load_assets_from_package_name]

defs = dg.Definitions(assets=[*sales_assets, *all_assets, *reporting_assets])
