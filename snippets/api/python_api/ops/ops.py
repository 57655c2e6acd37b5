import random

import dagster as dg


# [start:op_basic]
@dg.op
def fetch_readings() -> list[float]:
    return [18.5, 21.0, 19.2]


@dg.op(description="Average temperature of the day's readings.")
def average_temperature(context: dg.OpExecutionContext, readings: list[float]) -> float:
    average = sum(readings) / len(readings)
    context.log.info(f"Average of {len(readings)} readings: {average:.1f}")
    return average
# [end:op_basic]


# [start:op_ins_outs]
@dg.op(
    ins={"readings": dg.In(description="Raw sensor readings in Celsius.")},
    out={
        "valid": dg.Out(description="Readings inside the sensor's range."),
        "rejected": dg.Out(is_required=False, io_manager_key="audit_io_manager"),
    },
)
def split_readings(readings: list[float]):
    valid = [value for value in readings if -40 <= value <= 60]
    yield dg.Output(valid, output_name="valid", metadata={"count": len(valid)})
    rejected = [value for value in readings if value not in valid]
    if rejected:
        yield dg.Output(rejected, output_name="rejected")
# [end:op_ins_outs]


# [start:retry_policy]
@dg.op(
    retry_policy=dg.RetryPolicy(
        max_retries=3,
        delay=2,
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    )
)
def call_weather_api() -> dict:
    # Waits about 2, 6 and 14 seconds before the three retries.
    return {"city": "Lisbon", "temperature": 21.0}
# [end:retry_policy]


# [start:op_definition]
def test_average_temperature():
    # An OpDefinition can be called like the function it wraps.
    assert average_temperature(dg.build_op_context(), [20.0, 22.0]) == 21.0
    assert average_temperature.name == "average_temperature"
    assert "readings" in average_temperature.ins
# [end:op_definition]


# [start:output]
@dg.op(out=dg.Out(io_manager_key="warehouse_io_manager"))
def daily_report(readings: list[float]) -> dg.Output[dict]:
    report = {"max": max(readings), "min": min(readings)}
    return dg.Output(report, metadata={"rows": len(readings), "source": "sensors"})
# [end:output]


# [start:asset_materialization]
@dg.op
def export_to_bucket(context: dg.OpExecutionContext, readings: list[float]) -> None:
    path = "s3://weather-exports/readings.csv"
    # ... write the file ...
    context.log_event(
        dg.AssetMaterialization(
            asset_key="weather_export",
            description="Readings exported for the analytics team.",
            metadata={"path": dg.MetadataValue.path(path), "rows": len(readings)},
        )
    )
# [end:asset_materialization]


# [start:expectation_result]
@dg.op
def check_reading_count(context: dg.OpExecutionContext, readings: list[float]) -> list[float]:
    context.log_event(
        dg.ExpectationResult(
            success=len(readings) >= 3,
            label="enough_readings",
            metadata={"count": len(readings)},
        )
    )
    return readings
# [end:expectation_result]


# [start:type_check]
def _is_positive_amount(_context: dg.TypeCheckContext, value) -> dg.TypeCheck:
    if not isinstance(value, (int, float)):
        return dg.TypeCheck(success=False, description=f"Expected a number, got {type(value)}")
    return dg.TypeCheck(success=value > 0, metadata={"value": value})


PositiveAmount = dg.DagsterType(name="PositiveAmount", type_check_fn=_is_positive_amount)


@dg.op(out=dg.Out(PositiveAmount))
def order_amount() -> float:
    return 42.5
# [end:type_check]


# [start:failure]
@dg.op
def load_station(context: dg.OpExecutionContext) -> dict:
    stations = {"LIS": "Lisbon"}
    code = "OPO"
    if code not in stations:
        # Retrying would not help: the station is missing from the source.
        raise dg.Failure(
            description=f"Unknown station {code}",
            metadata={"known_stations": list(stations)},
            allow_retries=False,
        )
    return {"code": code, "name": stations[code]}
# [end:failure]


# [start:retry_requested]
class RateLimitedError(Exception):
    pass


@dg.op
def fetch_forecast() -> dict:
    try:
        if random.random() < 0.2:
            raise RateLimitedError("429 Too Many Requests")
        return {"city": "Lisbon", "tomorrow": 23.0}
    except RateLimitedError as error:
        raise dg.RetryRequested(max_retries=3, seconds_to_wait=30) from error
# [end:retry_requested]


@dg.job
def weather_job():
    readings = fetch_readings()
    average_temperature(check_reading_count(readings))
    export_to_bucket(readings)
