import dagster as dg

from .job_config import InvoiceExportConfig, ReminderConfig, invoice_export, reminder_job


def test_invoice_export_for_one_region():
    result = dg.materialize(
        [invoice_export],
        run_config=dg.RunConfig(ops={"invoice_export": InvoiceExportConfig(region="us-east")}),
    )
    assert result.success


def test_reminders_with_dict_config():
    result = reminder_job.execute_in_process(
        run_config={"ops": {"send_payment_reminders": {"config": {"days_overdue": 60}}}}
    )
    assert result.success


def test_config_object_directly():
    config = ReminderConfig(days_overdue=7)
    assert config.days_overdue == 7
