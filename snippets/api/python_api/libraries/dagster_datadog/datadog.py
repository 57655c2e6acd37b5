import dagster as dg
from dagster_datadog import DatadogResource


# [start:datadog]
@dg.asset
def processed_events(datadog: DatadogResource) -> int:
    client = datadog.get_client()
    events = [{"type": "click"}, {"type": "view"}, {"type": "click"}]
    client.gauge("pipeline.events.processed", len(events), tags=["pipeline:events"])
    client.event("Events processed", f"Processed {len(events)} events", alert_type="info")
    return len(events)


defs = dg.Definitions(
    assets=[processed_events],
    resources={
        "datadog": DatadogResource(
            api_key=dg.EnvVar("DATADOG_API_KEY"),
            app_key=dg.EnvVar("DATADOG_APP_KEY"),
        )
    },
)
# [end:datadog]
