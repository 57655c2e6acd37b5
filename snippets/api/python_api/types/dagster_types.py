import csv

import dagster as dg


# [start:dagster_type]
def _is_order_batch(_context, value) -> dg.TypeCheck:
    if not isinstance(value, list):
        return dg.TypeCheck(success=False, description=f"Expected a list, got {type(value)}")
    missing = [row for row in value if "order_id" not in row or "total" not in row]
    return dg.TypeCheck(
        success=not missing,
        description=f"{len(missing)} rows lack order_id or total",
        metadata={"row_count": len(value)},
    )


OrderBatch = dg.DagsterType(
    name="OrderBatch",
    type_check_fn=_is_order_batch,
    description="A list of order rows, each with an order_id and a total.",
)


@dg.op(out=dg.Out(dagster_type=OrderBatch))
def fetch_orders() -> list:
    return [{"order_id": 1, "total": 25.0}, {"order_id": 2, "total": 40.5}]


@dg.asset(dagster_type=OrderBatch)
def daily_orders() -> list:
    # The type check runs after the function returns; a failure fails the step.
    return [{"order_id": 3, "total": 12.0}]
# [end:dagster_type]


# [start:check_dagster_type]
def test_order_batch_type():
    assert dg.check_dagster_type(OrderBatch, [{"order_id": 1, "total": 9.5}]).success
    assert not dg.check_dagster_type(OrderBatch, [{"order_id": 1}]).success
    # Python types work too; they become isinstance checks.
    assert dg.check_dagster_type(int, 5).success
# [end:check_dagster_type]


# [start:python_object_dagster_type]
class Forecast:
    def __init__(self, city: str, high_c: float):
        self.city = city
        self.high_c = high_c


ForecastType = dg.PythonObjectDagsterType(python_type=Forecast, name="Forecast")
# A tuple of Python types acts as a union.
NumberType = dg.PythonObjectDagsterType(python_type=(int, float), name="Number")


@dg.op(out=dg.Out(dagster_type=ForecastType))
def boston_forecast() -> Forecast:
    return Forecast("Boston", 4.5)
# [end:python_object_dagster_type]


# [start:dagster_type_loader]
@dg.dagster_type_loader(config_schema={"path": str})
def load_orders_csv(context: dg.DagsterTypeLoaderContext, config: dict) -> list:
    with open(config["path"], newline="") as f:
        return list(csv.DictReader(f))


CsvOrderBatch = dg.DagsterType(
    name="CsvOrderBatch",
    type_check_fn=lambda _context, value: isinstance(value, list),
    loader=load_orders_csv,
)


@dg.op(ins={"orders": dg.In(dagster_type=CsvOrderBatch)})
def count_orders(orders: list) -> int:
    return len(orders)


@dg.job
def count_orders_job():
    # "orders" is not connected to an upstream op, so the loader fills it from run config.
    count_orders()


run_config = {"ops": {"count_orders": {"inputs": {"orders": {"path": "orders.csv"}}}}}
# [end:dagster_type_loader]
