import dagster as dg
from dagster_papertrail import papertrail_logger

# [start:logger]
@dg.op
def sync_invoices(context: dg.OpExecutionContext) -> None:
    context.log.info("Synced 312 invoices")


@dg.job(logger_defs={"console": dg.colored_console_logger, "papertrail": papertrail_logger})
def invoices_job():
    sync_invoices()


run_config = {
    "loggers": {
        "console": {"config": {"log_level": "INFO"}},
        "papertrail": {
            "config": {
                "log_level": "INFO",
                "name": "invoices_job",
                "papertrail_address": "logs7.papertrailapp.com",
                "papertrail_port": 51234,
            }
        },
    }
}
# [end:logger]
