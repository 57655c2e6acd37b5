from collections.abc import Iterator

import dagster as dg
from dagster_sling import SlingReplicationCollectionComponent, SlingResource


class LoggedSlingComponent(SlingReplicationCollectionComponent):
    """The Sling component, with a log line before and after each replication."""

    def execute(
        self,
        context: dg.AssetExecutionContext,
        sling: SlingResource,
        replication_spec_model,
    ) -> Iterator:
        context.log.info(f"Starting Sling replication {replication_spec_model.path}")
        yield from super().execute(context, sling, replication_spec_model)
        context.log.info("Sling replication finished")
