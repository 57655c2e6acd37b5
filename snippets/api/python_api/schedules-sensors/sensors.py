import os

import dagster as dg


class IngestConfig(dg.Config):
    path: str


@dg.asset
def raw_events(context: dg.AssetExecutionContext, config: IngestConfig):
    context.log.info(f"Loading {config.path}")


ingest_job = dg.define_asset_job("ingest_job", selection=[raw_events])

LANDING_DIR = "/data/landing"


# [start:sensor_cursor]
@dg.sensor(job=ingest_job, minimum_interval_seconds=60)
def new_event_files(context: dg.SensorEvaluationContext):
    # The cursor holds the modification time of the newest file already handled.
    last_seen = float(context.cursor) if context.cursor else 0.0
    files = [
        os.path.join(LANDING_DIR, name)
        for name in os.listdir(LANDING_DIR)
        if os.path.getmtime(os.path.join(LANDING_DIR, name)) > last_seen
    ]
    if not files:
        yield dg.SkipReason(f"No files newer than {last_seen}")
        return

    for path in files:
        yield dg.RunRequest(
            run_key=path,
            run_config=dg.RunConfig(ops={"raw_events": IngestConfig(path=path)}),
        )
    context.update_cursor(str(max(os.path.getmtime(path) for path in files)))
# [end:sensor_cursor]


# [start:sensor_result]
customers = dg.DynamicPartitionsDefinition(name="customers")


@dg.asset(partitions_def=customers)
def customer_report(context: dg.AssetExecutionContext):
    context.log.info(f"Building report for {context.partition_key}")


report_job = dg.define_asset_job("report_job", selection=[customer_report])


def fetch_signups(since: str) -> list[str]:
    # Stand-in for a call to your CRM.
    return ["acme", "globex"]


@dg.sensor(job=report_job)
def new_customers(context: dg.SensorEvaluationContext):
    signups = fetch_signups(since=context.cursor or "")
    return dg.SensorResult(
        # Add the partitions first; the run requests below can then target them.
        dynamic_partitions_requests=[customers.build_add_request(signups)],
        run_requests=[dg.RunRequest(partition_key=name) for name in signups],
        cursor=",".join(signups),
    )
# [end:sensor_result]


# [start:delete_partitions]
@dg.sensor(job=report_job, minimum_interval_seconds=3600)
def closed_accounts(context: dg.SensorEvaluationContext):
    closed = ["initech"]  # Stand-in for accounts closed in your CRM.
    return dg.SensorResult(
        dynamic_partitions_requests=[
            dg.DeleteDynamicPartitionsRequest(partitions_def_name="customers", partition_keys=closed)
        ]
    )
# [end:delete_partitions]


@dg.asset
def event_digest(): ...


digest_job = dg.define_asset_job("digest_job", selection=[event_digest])


# [start:asset_sensor]
@dg.asset_sensor(asset_key=dg.AssetKey("raw_events"), job=digest_job)
def digest_after_ingest(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    # One digest run for each run that materialized raw_events.
    return dg.RunRequest(run_key=asset_event.run_id)
# [end:asset_sensor]


@dg.asset
def weather_observations(): ...


@dg.asset
def station_metadata(): ...


@dg.asset(deps=[weather_observations, station_metadata])
def forecast_inputs(): ...


forecast_job = dg.define_asset_job("forecast_job", selection=[forecast_inputs])


# [start:multi_asset_sensor]
@dg.multi_asset_sensor(
    monitored_assets=[dg.AssetKey("weather_observations"), dg.AssetKey("station_metadata")],
    job=forecast_job,
)
def both_inputs_updated(context: dg.MultiAssetSensorEvaluationContext):
    latest = context.latest_materialization_records_by_key()
    if all(latest.values()):
        # Move the cursor past both materializations so the next run waits for new ones.
        context.advance_all_cursors()
        return dg.RunRequest()
    return dg.SkipReason("Waiting for both inputs to update")
# [end:multi_asset_sensor]


# [start:build_sensor_context]
def test_new_customers():
    context = dg.build_sensor_context(cursor="")
    result = new_customers(context)
    assert [request.partition_key for request in result.run_requests] == ["acme", "globex"]
# [end:build_sensor_context]


defs = dg.Definitions(
    assets=[
        raw_events,
        customer_report,
        event_digest,
        weather_observations,
        station_metadata,
        forecast_inputs,
    ],
    jobs=[ingest_job, report_job, digest_job, forecast_job],
    sensors=[
        new_event_files,
        new_customers,
        closed_accounts,
        digest_after_ingest,
        both_inputs_updated,
    ],
)
