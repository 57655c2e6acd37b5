from datetime import datetime

import dagster as dg


class ExportWindow(dg.Config):
    start: str
    end: str


@dg.op
def export_window(context: dg.OpExecutionContext, config: ExportWindow) -> None:
    context.log.info(f"Exporting events from {config.start} to {config.end}")


@dg.daily_partitioned_config(start_date="2025-01-01")
def export_window_config(start: datetime, end: datetime) -> dict:
    return {
        "ops": {
            "export_window": {
                "config": {"start": start.isoformat(), "end": end.isoformat()}
            }
        }
    }


@dg.job(config=export_window_config)
def configured_export_job():
    export_window()


defs = dg.Definitions(jobs=[configured_export_job])
