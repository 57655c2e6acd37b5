import os

import dagster as dg


@dg.asset
def nightly_revenue() -> None: ...


revenue_job = dg.define_asset_job("revenue_job", selection=[nightly_revenue])


# [start:email_sensor]
def failure_body(context: dg.RunFailureSensorContext) -> str:
    return (
        f"<p>Run {context.dagster_run.run_id} of {context.dagster_run.job_name} failed.</p>"
        f"<p>{context.failure_event.message}</p>"
    )


email_on_failure = dg.make_email_on_run_failure_sensor(
    email_from="alerts@example.com",
    email_password=os.environ.get("ALERTS_SMTP_PASSWORD", ""),
    email_to=["data-oncall@example.com"],
    email_body_fn=failure_body,
    email_subject_fn=lambda context: f"[dagster] {context.dagster_run.job_name} failed",
    smtp_host="smtp.example.com",
    smtp_type="STARTTLS",
    webserver_base_url="https://dagster.example.com",
    monitored_jobs=[revenue_job],
    default_status=dg.DefaultSensorStatus.RUNNING,
)

defs = dg.Definitions(assets=[nightly_revenue], jobs=[revenue_job], sensors=[email_on_failure])
# [end:email_sensor]
