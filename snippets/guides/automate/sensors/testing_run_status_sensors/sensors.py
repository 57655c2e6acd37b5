import dagster as dg


@dg.op
def load_rows() -> int:
    return 42


@dg.op
def call_flaky_api() -> None:
    raise Exception("upstream API returned 503")


@dg.job
def ingest_job():
    load_rows()


@dg.job
def enrichment_job():
    call_flaky_api()


@dg.op(config_schema={"failed_run_id": str, "reason": str})
def open_ticket(context: dg.OpExecutionContext) -> None:
    context.log.info(f"Opening a ticket for run {context.op_config['failed_run_id']}")


@dg.job
def ticket_job():
    open_ticket()


@dg.run_status_sensor(
    run_status=dg.DagsterRunStatus.SUCCESS,
    monitored_jobs=[ingest_job],
    request_job=enrichment_job,
)
def enrich_after_ingest(context: dg.RunStatusSensorContext):
    return dg.RunRequest(run_key=context.dagster_run.run_id)


@dg.run_failure_sensor(monitored_jobs=[enrichment_job], request_job=ticket_job)
def ticket_on_enrichment_failure(context: dg.RunFailureSensorContext):
    return dg.RunRequest(
        run_key=context.dagster_run.run_id,
        run_config={
            "ops": {
                "open_ticket": {
                    "config": {
                        "failed_run_id": context.dagster_run.run_id,
                        "reason": context.failure_event.message or "unknown",
                    }
                }
            }
        },
    )


defs = dg.Definitions(
    jobs=[ingest_job, enrichment_job, ticket_job],
    sensors=[enrich_after_ingest, ticket_on_enrichment_failure],
)
