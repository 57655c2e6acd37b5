import dagster as dg

# The modules below hold the actual definitions. This file is the single
# entry point that Dagster+ imports, so it gathers them into one object.
from support_desk import assets, checks, schedules

all_assets = dg.load_assets_from_modules([assets])
all_checks = dg.load_asset_checks_from_modules([checks])

defs = dg.Definitions(
    assets=all_assets,
    asset_checks=all_checks,
    schedules=[schedules.hourly_ticket_sync],
)
