import dagster as dg

from my_project import checks as checks_package
from my_project.checks import orders_checks

# [start:load_asset_checks]
# Checks from two places; both target assets under the "warehouse" prefix.
checks_from_module = dg.load_asset_checks_from_modules([orders_checks], asset_key_prefix="warehouse")
checks_from_package = dg.load_asset_checks_from_package_module(checks_package)
checks_by_name = dg.load_asset_checks_from_package_name("my_project.quality")
# [end:load_asset_checks]

defs = dg.Definitions(asset_checks=[*checks_from_module, *checks_from_package, *checks_by_name])
