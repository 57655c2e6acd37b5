import hashlib
from pathlib import Path

import dagster as dg

PRICE_FILE = Path("data/vendor_prices.csv")


@dg.observable_source_asset(group_name="vendor")
def vendor_prices() -> dg.DataVersion:
    """A file that a vendor drops into the data folder. Dagster only reads it."""
    digest = hashlib.sha256(PRICE_FILE.read_bytes()).hexdigest()
    return dg.DataVersion(digest)


@dg.asset(deps=[vendor_prices], code_version="1", group_name="vendor")
def price_index() -> dg.MaterializeResult:
    lines = PRICE_FILE.read_text().splitlines()[1:]
    return dg.MaterializeResult(metadata={"products": len(lines)})


# Observations can run on a timetable. The job selects only the observable
# source asset, because it can't mix observations and materializations.
observe_vendor_prices = dg.define_asset_job("observe_vendor_prices", selection=[vendor_prices])
hourly_observation = dg.ScheduleDefinition(job=observe_vendor_prices, cron_schedule="0 * * * *")

defs = dg.Definitions(
    assets=[vendor_prices, price_index],
    jobs=[observe_vendor_prices],
    schedules=[hourly_observation],
)
