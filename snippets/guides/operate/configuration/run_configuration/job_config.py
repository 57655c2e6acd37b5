import dagster as dg


class InvoiceExportConfig(dg.Config):
    region: str
    min_total_cents: int = 0


@dg.asset
def invoice_export(context: dg.AssetExecutionContext, config: InvoiceExportConfig) -> None:
    context.log.info(f"Exporting invoices for {config.region}")


class ReminderConfig(dg.Config):
    days_overdue: int = 30


@dg.op
def send_payment_reminders(context: dg.OpExecutionContext, config: ReminderConfig) -> None:
    context.log.info(f"Reminding customers {config.days_overdue} days overdue")


# [start:asset_job]
eu_invoice_job = dg.define_asset_job(
    name="eu_invoice_job",
    selection=[invoice_export],
    config=dg.RunConfig(
        ops={"invoice_export": InvoiceExportConfig(region="eu-west", min_total_cents=500)}
    ),
)
# [end:asset_job]


# [start:op_job]
@dg.job(config=dg.RunConfig(ops={"send_payment_reminders": ReminderConfig(days_overdue=14)}))
def reminder_job():
    send_payment_reminders()
# [end:op_job]


defs = dg.Definitions(assets=[invoice_export], jobs=[eu_invoice_job, reminder_job])
