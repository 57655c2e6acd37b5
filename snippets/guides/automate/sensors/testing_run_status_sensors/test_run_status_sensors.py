import dagster as dg

from my_project.sensors import (
    enrich_after_ingest,
    enrichment_job,
    ingest_job,
    ticket_job,
    ticket_on_enrichment_failure,
)


def test_success_sensor_requests_enrichment():
    instance = dg.DagsterInstance.ephemeral()
    result = ingest_job.execute_in_process(instance=instance)
    assert result.success

    context = dg.build_run_status_sensor_context(
        sensor_name="enrich_after_ingest",
        dagster_instance=instance,
        dagster_run=result.dagster_run,
        dagster_event=result.get_job_success_event(),
    )
    run_request = enrich_after_ingest(context)

    assert run_request.run_key == result.dagster_run.run_id


def test_failure_sensor_opens_a_ticket():
    instance = dg.DagsterInstance.ephemeral()
    # raise_on_error=False lets the job fail without failing the test.
    result = enrichment_job.execute_in_process(instance=instance, raise_on_error=False)
    assert not result.success

    context = dg.build_run_status_sensor_context(
        sensor_name="ticket_on_enrichment_failure",
        dagster_instance=instance,
        dagster_run=result.dagster_run,
        dagster_event=result.get_job_failure_event(),
    ).for_run_failure()
    run_request = ticket_on_enrichment_failure(context)

    config = run_request.run_config["ops"]["open_ticket"]["config"]
    assert config["failed_run_id"] == result.dagster_run.run_id
    assert dg.validate_run_config(ticket_job, run_request.run_config)
