import os

import dagster as dg

LANDING_DIR = "data/landing"


class ImportConfig(dg.Config):
    path: str


@dg.asset
def imported_orders(context: dg.AssetExecutionContext, config: ImportConfig) -> None:
    context.log.info(f"Importing {config.path}")


import_job = dg.define_asset_job("import_job", selection=[imported_orders])


@dg.sensor(job=import_job, minimum_interval_seconds=30)
def landing_zone_sensor(context: dg.SensorEvaluationContext):
    if not os.path.isdir(LANDING_DIR):
        return dg.SkipReason(f"{LANDING_DIR} does not exist")

    run_requests = []
    for name in sorted(os.listdir(LANDING_DIR)):
        path = os.path.join(LANDING_DIR, name)
        if not name.endswith(".csv"):
            continue
        run_requests.append(
            dg.RunRequest(
                # Same file, same modification time: same key, so no second run.
                run_key=f"{name}:{os.path.getmtime(path)}",
                run_config={"ops": {"imported_orders": {"config": {"path": path}}}},
            )
        )

    if not run_requests:
        return dg.SkipReason("No CSV files in the landing zone")
    return run_requests


defs = dg.Definitions(assets=[imported_orders], jobs=[import_job], sensors=[landing_zone_sensor])
