from collections.abc import Iterable

import dagster as dg
from dagster_duckdb import DuckDBResource

KNOWN_CARRIERS = ("DHL", "UPS", "FEDEX", "POSTNL")


@dg.multi_asset_check(
    specs=[
        dg.AssetCheckSpec("known_carrier_codes", asset="shipments"),
        dg.AssetCheckSpec("destination_country_present", asset="shipments"),
    ]
)
def shipment_field_checks(duckdb: DuckDBResource) -> Iterable[dg.AssetCheckResult]:
    with duckdb.get_connection() as conn:
        unknown_carriers, missing_countries = conn.execute(
            f"""
            select
                count(*) filter (where carrier not in {KNOWN_CARRIERS}),
                count(*) filter (where destination_country is null)
            from shipments
            """
        ).fetchone()

    yield dg.AssetCheckResult(
        check_name="known_carrier_codes",
        passed=unknown_carriers == 0,
        metadata={"unknown_carriers": unknown_carriers},
    )
    yield dg.AssetCheckResult(
        check_name="destination_country_present",
        passed=missing_countries == 0,
        metadata={"missing_countries": missing_countries},
    )
