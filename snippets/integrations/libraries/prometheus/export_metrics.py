import time

import dagster as dg
from dagster_prometheus import PrometheusResource
from prometheus_client import Gauge


@dg.asset
def partner_feed_export(prometheus: PrometheusResource) -> dg.MaterializeResult:
    """Writes the nightly product feed for marketplace partners."""
    started = time.monotonic()
    rows_exported = 48_213  # write the feed here and count its rows

    # Metrics must be registered on the resource's registry to be pushed.
    Gauge(
        "partner_feed_rows",
        "Rows in the last partner feed export",
        registry=prometheus.registry,
    ).set(rows_exported)
    Gauge(
        "partner_feed_duration_seconds",
        "Duration of the last partner feed export",
        registry=prometheus.registry,
    ).set(time.monotonic() - started)
    Gauge(
        "partner_feed_last_success_timestamp_seconds",
        "Unix time of the last successful partner feed export",
        registry=prometheus.registry,
    ).set_to_current_time()

    # Replaces the metrics that this job pushed last time.
    prometheus.push_to_gateway(job="partner_feed_export")
    return dg.MaterializeResult(metadata={"rows": rows_exported})


defs = dg.Definitions(
    assets=[partner_feed_export],
    resources={"prometheus": PrometheusResource(gateway="pushgateway.monitoring.svc:9091")},
)
