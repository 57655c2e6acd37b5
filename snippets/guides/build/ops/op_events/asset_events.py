import json
from pathlib import Path

import dagster as dg


# [start:materialization]
@dg.op
def write_daily_report(context: dg.OpExecutionContext) -> str:
    report = {"orders": 128, "revenue": 5120.0}
    path = Path("reports/daily_report.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report))

    context.log_event(
        dg.AssetMaterialization(
            asset_key="daily_report",
            description="Daily sales report written by an op",
            metadata={
                "path": dg.MetadataValue.path(str(path)),
                "orders": report["orders"],
            },
        )
    )
    return str(path)
# [end:materialization]


# [start:yield_events]
@dg.op
def count_report_fields(report_path: str):
    field_count = len(json.loads(Path(report_path).read_text()))
    yield dg.AssetObservation(
        asset_key="daily_report", metadata={"field_count": field_count}
    )
    # When an op yields events, it must yield its outputs too.
    yield dg.Output(field_count)
# [end:yield_events]


@dg.job
def reporting_job():
    count_report_fields(write_daily_report())


defs = dg.Definitions(jobs=[reporting_job])
