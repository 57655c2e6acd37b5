from dagster._core.run_coordinator import QueuedRunCoordinator, SubmitRunContext
from dagster._core.storage.dagster_run import DagsterRun

# Set by the authenticating proxy that sits in front of the Dagster webserver.
USER_HEADER = "X-Forwarded-Email"


class AttributingRunCoordinator(QueuedRunCoordinator):
    """Queues runs like the QueuedRunCoordinator, after tagging UI launches with their user."""

    def submit_run(self, context: SubmitRunContext) -> DagsterRun:
        # Runs from schedules, sensors and the CLI carry no HTTP request, so no header.
        user = context.get_request_header(USER_HEADER)
        if user:
            self._instance.add_run_tags(context.dagster_run.run_id, {"launched_by": user})
        return super().submit_run(context)
