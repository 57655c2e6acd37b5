import json
from pathlib import Path

import dagster as dg

from etl_tutorial.defs.assets import SalesReportConfig, sales_report

# [start:sensor]
REQUESTS_DIR = Path("data/requests")

sales_report_job = dg.define_asset_job(name="sales_report_job", selection=[sales_report])


@dg.sensor(job=sales_report_job, minimum_interval_seconds=15)
def report_request_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    """Request one sales_report run for each new or changed JSON file in data/requests."""
    # The cursor stores the newest file modification time already handled.
    last_seen = float(context.cursor) if context.cursor else 0.0
    newest_seen = last_seen
    run_requests = []

    for request_file in sorted(REQUESTS_DIR.glob("*.json")):
        modified_at = request_file.stat().st_mtime
        if modified_at <= last_seen:
            continue
        request = json.loads(request_file.read_text())
        config = SalesReportConfig(
            report_name=request_file.stem,
            category=request["category"],
            start_date=request["start_date"],
            end_date=request["end_date"],
        )
        run_requests.append(
            dg.RunRequest(
                run_key=f"{request_file.name}:{modified_at}",
                run_config=dg.RunConfig(ops={"sales_report": config}),
            )
        )
        newest_seen = max(newest_seen, modified_at)

    if not run_requests:
        return dg.SensorResult(
            skip_reason=dg.SkipReason(f"No new request files in {REQUESTS_DIR}"),
            cursor=str(newest_seen),
        )
    return dg.SensorResult(run_requests=run_requests, cursor=str(newest_seen))
# [end:sensor]
