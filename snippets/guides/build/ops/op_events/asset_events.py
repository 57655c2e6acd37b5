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


# [start:expectation]
@dg.op
def check_amounts(context: dg.OpExecutionContext) -> list:
    amounts = [42.0, 17.5, -3.0]
    negatives = [amount for amount in amounts if amount < 0]
    context.log_event(
        dg.ExpectationResult(
            success=not negatives,
            label="no_negative_amounts",
            description="Every amount is zero or positive",
            metadata={"negative_count": len(negatives)},
        )
    )
    return amounts
# [end:expectation]


@dg.job
def reporting_job():
    count_report_fields(write_daily_report())
    check_amounts()


defs = dg.Definitions(jobs=[reporting_job])
