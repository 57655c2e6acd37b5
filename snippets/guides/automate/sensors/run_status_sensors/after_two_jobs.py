import json

import dagster as dg


@dg.asset
def orders_load() -> None: ...


@dg.asset
def customers_load() -> None: ...


@dg.asset
def combined_report() -> None: ...


orders_job = dg.define_asset_job("orders_job", selection=[orders_load])
customers_job = dg.define_asset_job("customers_job", selection=[customers_load])
report_job = dg.define_asset_job("report_job", selection=[combined_report])

UPSTREAM_JOBS = [orders_job, customers_job]


@dg.sensor(job=report_job, minimum_interval_seconds=60)
def report_after_both_loads(context: dg.SensorEvaluationContext):
    # The latest successful run of each upstream job.
    latest: dict[str, str] = {}
    for job in UPSTREAM_JOBS:
        records = context.instance.get_run_records(
            filters=dg.RunsFilter(job_name=job.name, statuses=[dg.DagsterRunStatus.SUCCESS]),
            limit=1,
        )
        if not records:
            return dg.SkipReason(f"{job.name} has not succeeded yet")
        latest[job.name] = records[0].dagster_run.run_id

    # The cursor holds the runs that the previous report was built from.
    used_before = json.loads(context.cursor) if context.cursor else {}
    waiting = [name for name, run_id in latest.items() if used_before.get(name) == run_id]
    if waiting:
        return dg.SkipReason(f"Waiting for a new successful run of {', '.join(waiting)}")

    context.update_cursor(json.dumps(latest))
    return dg.RunRequest(run_key="+".join(latest[job.name] for job in UPSTREAM_JOBS))


defs = dg.Definitions(
    assets=[orders_load, customers_load, combined_report],
    jobs=[orders_job, customers_job, report_job],
    sensors=[report_after_both_loads],
)
