from pathlib import Path

import dagster as dg


class ReportStore(dg.ConfigurableResource):
    root_dir: str
    file_prefix: str = "report"

    def list_reports(self) -> list[Path]:
        return sorted(Path(self.root_dir).glob(f"{self.file_prefix}_*"))


@dg.op
def remove_stale_reports(context: dg.OpExecutionContext, report_store: ReportStore) -> int:
    reports = report_store.list_reports()
    stale = reports[:-10]
    for path in stale:
        path.unlink()
    context.log.info(f"Removed {len(stale)} of {len(reports)} reports")
    return len(stale)


@dg.job
def report_cleanup_job():
    remove_stale_reports()


defs = dg.Definitions(
    jobs=[report_cleanup_job],
    resources={"report_store": ReportStore(root_dir="/tmp/reports")},
)
