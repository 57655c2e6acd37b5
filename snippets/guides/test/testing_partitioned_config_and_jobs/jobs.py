from datetime import datetime

import dagster as dg


class ExportWindow(dg.Config):
    start_date: str
    end_date: str


# [start:daily]
@dg.op
def export_invoices(context: dg.OpExecutionContext, config: ExportWindow) -> int:
    context.log.info(f"Exporting invoices issued from {config.start_date} to {config.end_date}")
    return 42  # number of invoices written; a real op queries the billing database


@dg.daily_partitioned_config(start_date=datetime(2025, 1, 1))
def invoice_export_config(start: datetime, end: datetime) -> dict:
    return {
        "ops": {
            "export_invoices": {
                "config": {
                    "start_date": start.strftime("%Y-%m-%d"),
                    "end_date": end.strftime("%Y-%m-%d"),
                }
            }
        }
    }


@dg.job(config=invoice_export_config)
def export_daily_invoices():
    export_invoices()
# [end:daily]


# [start:static]
class RegionConfig(dg.Config):
    region: str
    currency: str


CURRENCIES = {"eu": "EUR", "uk": "GBP", "us": "USD"}


@dg.op
def close_books(context: dg.OpExecutionContext, config: RegionConfig) -> None:
    context.log.info(f"Closing the books for {config.region} in {config.currency}")


@dg.static_partitioned_config(partition_keys=list(CURRENCIES))
def region_config(partition_key: str) -> dict:
    return {
        "ops": {
            "close_books": {
                "config": {"region": partition_key, "currency": CURRENCIES[partition_key]}
            }
        }
    }


@dg.job(config=region_config)
def close_regional_books():
    close_books()
# [end:static]
