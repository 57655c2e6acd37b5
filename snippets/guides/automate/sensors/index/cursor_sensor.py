import os

import dagster as dg

LANDING_DIR = "data/landing"


@dg.asset
def latest_upload() -> None:
    """Processes whatever arrived in the landing zone."""


upload_job = dg.define_asset_job("upload_job", selection=[latest_upload])


@dg.sensor(job=upload_job, minimum_interval_seconds=60)
def new_upload_sensor(context: dg.SensorEvaluationContext):
    # The cursor holds the newest modification time seen so far.
    last_seen = float(context.cursor) if context.cursor else 0.0

    newest = last_seen
    for name in os.listdir(LANDING_DIR):
        newest = max(newest, os.path.getmtime(os.path.join(LANDING_DIR, name)))

    if newest == last_seen:
        return dg.SkipReason("Nothing new since the last evaluation")

    context.update_cursor(str(newest))
    return dg.RunRequest(run_key=str(newest))


defs = dg.Definitions(assets=[latest_upload], jobs=[upload_job], sensors=[new_upload_sensor])
