import os

import dagster as dg

READY_FLAG = "data/warehouse_ready.flag"


@dg.asset
def finance_mart() -> None:
    """Rebuilds the finance mart once the warehouse load is finished."""


finance_job = dg.define_asset_job("finance_job", selection=[finance_mart])


@dg.sensor(
    job=finance_job,
    minimum_interval_seconds=120,
    description="Rebuilds the finance mart when the warehouse load writes its ready flag.",
    default_status=dg.DefaultSensorStatus.RUNNING,
)
def warehouse_ready_sensor(context: dg.SensorEvaluationContext):
    if not os.path.exists(READY_FLAG):
        return dg.SkipReason(f"Waiting for {READY_FLAG}")

    flag_time = str(os.path.getmtime(READY_FLAG))
    context.log.info(f"Ready flag written at {flag_time}")
    return dg.RunRequest(run_key=flag_time, tags={"trigger": "warehouse_ready"})


defs = dg.Definitions(assets=[finance_mart], jobs=[finance_job], sensors=[warehouse_ready_sensor])
