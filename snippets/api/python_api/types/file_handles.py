import csv
import os

import dagster as dg


# [start:local_file_handle]
@dg.op
def export_daily_report() -> dg.LocalFileHandle:
    path = os.path.abspath("reports/daily_sales.csv")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="") as f:
        csv.writer(f).writerows([["region", "sales"], ["emea", 1200], ["amer", 1850]])
    # Pass a reference to the file downstream instead of its contents.
    return dg.LocalFileHandle(path)


@dg.op
def count_report_rows(context: dg.OpExecutionContext, report: dg.LocalFileHandle) -> int:
    context.log.info(f"Reading {report.path_desc}")
    with open(report.path, newline="") as f:
        return sum(1 for _ in csv.reader(f)) - 1


@dg.job
def report_job():
    count_report_rows(export_daily_report())
# [end:local_file_handle]
