import time

from dagster import DagsterRunStatus
from dagster_graphql import DagsterGraphQLClient, DagsterGraphQLClientError

client = DagsterGraphQLClient("localhost", port_number=3000)

FINISHED = {DagsterRunStatus.SUCCESS, DagsterRunStatus.FAILURE, DagsterRunStatus.CANCELED}


def refresh_invoices(region: str) -> DagsterRunStatus:
    try:
        run_id = client.submit_job_execution(
            "invoice_refresh_job",
            run_config={"ops": {"invoice_export": {"config": {"region": region}}}},
            tags={"requested_by": "billing-service"},
        )
    except DagsterGraphQLClientError as error:
        raise RuntimeError(f"Dagster refused the run: {error}") from error

    status = client.get_run_status(run_id)
    while status not in FINISHED:
        time.sleep(10)
        status = client.get_run_status(run_id)
    return status


if __name__ == "__main__":
    print(refresh_invoices("eu-west"))
