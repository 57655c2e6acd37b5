from pathlib import Path

import dagster as dg


class LandingZone(dg.ConfigurableResource):
    directory: str

    def files(self) -> list[str]:
        return sorted(p.name for p in Path(self.directory).glob("*.csv"))


@dg.asset
def landed_files(landing_zone: LandingZone) -> list[str]:
    return landing_zone.files()


ingest_job = dg.define_asset_job("ingest_job", selection=[landed_files])


@dg.sensor(job=ingest_job, minimum_interval_seconds=60)
def new_file_sensor(context: dg.SensorEvaluationContext, landing_zone: LandingZone):
    for name in landing_zone.files():
        yield dg.RunRequest(run_key=name)


@dg.schedule(job=ingest_job, cron_schedule="0 7 * * 1-5")
def weekday_ingest(context: dg.ScheduleEvaluationContext, landing_zone: LandingZone):
    if not landing_zone.files():
        return dg.SkipReason(f"No files in {landing_zone.directory}")
    return dg.RunRequest()


defs = dg.Definitions(
    assets=[landed_files],
    jobs=[ingest_job],
    sensors=[new_file_sensor],
    schedules=[weekday_ingest],
    resources={"landing_zone": LandingZone(directory="data/landing")},
)
