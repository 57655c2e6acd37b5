import dagster as dg


@dg.op
def load_invoices():
    return 42


@dg.job
def invoices_job():
    load_invoices()


@dg.op
def send_summary():
    pass


@dg.job
def summary_job():
    send_summary()


# [start:run_status_sensor]
@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.SUCCESS,
    monitored_jobs=[invoices_job],
    request_job=summary_job,
)
def summary_after_invoices(context: dg.RunStatusSensorContext):
    # Start the summary once per successful invoices run.
    return dg.RunRequest(run_key=context.dagster_run.run_id)
# [end:run_status_sensor]


class ChatClient(dg.ConfigurableResource):
    channel: str

    def post(self, text: str) -> None:
        print(f"[{self.channel}] {text}")


# [start:run_failure_sensor]
@dg.run_failure_sensor(monitored_jobs=[invoices_job], default_status=dg.DefaultSensorStatus.RUNNING)
def alert_on_invoice_failure(context: dg.RunFailureSensorContext, chat: ChatClient):
    failed_steps = [event.step_key for event in context.get_step_failure_events()]
    chat.post(
        f"Run {context.dagster_run.run_id} of {context.dagster_run.job_name} failed "
        f"in steps {failed_steps}: {context.failure_event.message}"
    )
# [end:run_failure_sensor]


# [start:selectors]
# Watch jobs that live in other code locations of the same deployment.
@dg.run_failure_sensor(
    monitored_jobs=[
        dg.JobSelector(location_name="billing", job_name="charge_cards_job"),
        dg.RepositorySelector(location_name="reporting", repository_name="__repository__"),
    ]
)
def cross_location_failures(context: dg.RunFailureSensorContext):
    context.log.error(f"{context.dagster_run.job_name} failed in another code location")
# [end:selectors]


@dg.op
def call_payment_api():
    raise ValueError("payment API returned 500")


@dg.job
def payments_job():
    call_payment_api()


# [start:build_run_status_sensor_context]
def test_alert_on_failure():
    instance = dg.DagsterInstance.ephemeral()
    result = payments_job.execute_in_process(instance=instance, raise_on_error=False)
    context = dg.build_run_status_sensor_context(
        sensor_name="alert_on_invoice_failure",
        dagster_instance=instance,
        dagster_run=result.dagster_run,
        dagster_event=result.get_job_failure_event(),
        resources={"chat": ChatClient(channel="#test")},
    )
    # Calling a run failure sensor with this context runs the decorated function.
    alert_on_invoice_failure(context)
# [end:build_run_status_sensor_context]


defs = dg.Definitions(
    jobs=[invoices_job, summary_job, payments_job],
    sensors=[summary_after_invoices, alert_on_invoice_failure, cross_location_failures],
    resources={"chat": ChatClient(channel="#data-alerts")},
)
