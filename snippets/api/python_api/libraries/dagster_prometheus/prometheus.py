import time

import dagster as dg
from dagster_prometheus import PrometheusResource
from prometheus_client import Gauge

# [start:resource]
@dg.asset
def nightly_export(prometheus: PrometheusResource) -> None:
    started = time.time()
    rows_exported = 48_213  # ... export the rows ...

    rows = Gauge("export_rows", "Rows in the last nightly export", registry=prometheus.registry)
    duration = Gauge(
        "export_duration_seconds", "Duration of the last nightly export", registry=prometheus.registry
    )
    rows.set(rows_exported)
    duration.set(time.time() - started)
    prometheus.push_to_gateway(job="nightly_export")


defs = dg.Definitions(
    assets=[nightly_export],
    resources={"prometheus": PrometheusResource(gateway="pushgateway.monitoring:9091")},
)
# [end:resource]
