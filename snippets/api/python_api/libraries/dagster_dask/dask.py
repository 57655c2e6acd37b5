import dagster as dg
from dagster_dask import dask_executor


@dg.op
def load_readings() -> list[float]:
    return [12.1, 13.4, 11.8]


@dg.op
def average_reading(readings: list[float]) -> float:
    return sum(readings) / len(readings)


# [start:executor]
# Steps run as tasks on an existing Dask cluster.
@dg.job(
    executor_def=dask_executor.configured(
        {"cluster": {"existing": {"address": "tcp://dask-scheduler.internal:8786"}}}
    )
)
def sensor_stats_job():
    average_reading(load_readings())
# [end:executor]
