from datetime import timedelta

import dagster as dg


@dg.asset
def carrier_rates() -> None:
    """Shipping rates per carrier, refreshed from the carriers' APIs every hour."""
    ...


carrier_rates_freshness = dg.build_last_update_freshness_checks(
    assets=[carrier_rates],
    lower_bound_delta=timedelta(hours=2),
)

freshness_sensor = dg.build_sensor_for_freshness_checks(
    freshness_checks=carrier_rates_freshness,
    default_status=dg.DefaultSensorStatus.RUNNING,
)

hourly_rates = dg.ScheduleDefinition(
    name="hourly_rates",
    target=[carrier_rates],
    cron_schedule="5 * * * *",
)

defs = dg.Definitions(
    assets=[carrier_rates],
    asset_checks=carrier_rates_freshness,
    schedules=[hourly_rates],
    sensors=[freshness_sensor],
)
