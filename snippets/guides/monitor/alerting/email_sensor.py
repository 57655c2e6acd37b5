import os

import dagster as dg

email_on_failure = dg.make_email_on_run_failure_sensor(
    email_from="dagster-alerts@example.com",
    email_password=os.getenv("ALERT_SMTP_PASSWORD", ""),
    email_to=["data-oncall@example.com"],
    smtp_host="smtp.example.com",
    smtp_type="STARTTLS",
    smtp_port=587,
    webserver_base_url="https://dagster.internal.example.com",
)

defs = dg.Definitions(sensors=[email_on_failure])
