import time

from dagster import DagsterRunStatus
from dagster_graphql import (
    DagsterGraphQLClient,
    DagsterGraphQLClientError,
    ReloadRepositoryLocationStatus,
)

# [start:submit_and_wait]
client = DagsterGraphQLClient("dagster.internal.example.com", use_https=True)


def run_nightly_export(export_date: str) -> DagsterRunStatus:
    try:
        run_id = client.submit_job_execution(
            "nightly_export_job",
            repository_location_name="warehouse",
            run_config={"ops": {"export_orders": {"config": {"date": export_date}}}},
            tags={"triggered_by": "billing-service"},
        )
    except DagsterGraphQLClientError as err:
        raise RuntimeError(f"Could not launch the export: {err}") from err

    # Poll until the run reaches a final state.
    while True:
        status = client.get_run_status(run_id)
        if status in (DagsterRunStatus.SUCCESS, DagsterRunStatus.FAILURE, DagsterRunStatus.CANCELED):
            return status
        time.sleep(15)
# [end:submit_and_wait]


# [start:reload]
def reload_after_deploy() -> None:
    info = client.reload_repository_location("warehouse")
    if info.status != ReloadRepositoryLocationStatus.SUCCESS:
        raise RuntimeError(f"Reload failed ({info.failure_type}): {info.message}")
# [end:reload]
