from pathlib import Path
from typing import Optional

import dagster as dg
from pydantic import Field


class ReportStore(dg.ConfigurableResource):
    """Writes finished reports to a shared folder."""

    root_dir: str = Field(description="Folder that receives the report files.")
    file_prefix: str = "report"
    overwrite: bool = False
    allowed_formats: list[str] = ["csv", "json"]
    owner_email: Optional[str] = None

    def path_for(self, name: str, fmt: str) -> Path:
        return Path(self.root_dir) / f"{self.file_prefix}_{name}.{fmt}"

    def write(self, name: str, content: str, fmt: str = "csv") -> Path:
        if fmt not in self.allowed_formats:
            raise ValueError(f"{fmt!r} is not one of {self.allowed_formats}")
        path = self.path_for(name, fmt)
        if path.exists() and not self.overwrite:
            raise FileExistsError(f"{path} exists and overwrite is off")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content)
        return path


@dg.asset
def weekly_signups_report(
    context: dg.AssetExecutionContext, report_store: ReportStore
) -> dg.MaterializeResult:
    rows = ["week,signups", "2025-W14,412", "2025-W15,389"]
    path = report_store.write("weekly_signups", "\n".join(rows))
    context.log.info(f"Wrote {len(rows) - 1} rows to {path}")
    return dg.MaterializeResult(metadata={"path": dg.MetadataValue.path(str(path))})


defs = dg.Definitions(
    assets=[weekly_signups_report],
    resources={
        "report_store": ReportStore(
            root_dir="/tmp/reports",
            overwrite=True,
            owner_email="analytics@example.com",
        )
    },
)
