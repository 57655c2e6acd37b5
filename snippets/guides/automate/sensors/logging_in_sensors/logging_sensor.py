import json
import urllib.request

import dagster as dg

STATUS_URL = "https://status.example.com/api/exports.json"


@dg.asset
def partner_export() -> None:
    """Copies the partner's nightly export."""


export_job = dg.define_asset_job("export_job", selection=[partner_export])


@dg.sensor(job=export_job, minimum_interval_seconds=300)
def partner_export_sensor(context: dg.SensorEvaluationContext):
    context.log.debug(f"Starting evaluation with cursor {context.cursor!r}")

    try:
        with urllib.request.urlopen(STATUS_URL, timeout=20) as response:
            status = json.load(response)
    except OSError as error:
        # Logged at WARNING, then the tick is skipped instead of failing.
        context.log.warning(f"Status endpoint unreachable: {error}")
        return dg.SkipReason("Partner status endpoint unreachable")

    export_id = status.get("latest_export_id")
    if export_id is None or str(export_id) == context.cursor:
        context.log.info("No new export published")
        return dg.SkipReason("No new export")

    context.log.info(f"Found export {export_id}; requesting a run")
    context.update_cursor(str(export_id))
    return dg.RunRequest(run_key=str(export_id))


defs = dg.Definitions(assets=[partner_export], jobs=[export_job], sensors=[partner_export_sensor])
