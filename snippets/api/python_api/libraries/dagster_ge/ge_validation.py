import dagster as dg
import pandas as pd
from dagster_ge import ge_validation_op_factory
from dagster_ge.factory import GEContextResource

# [start:validation_op]
validate_orders = ge_validation_op_factory(
    name="validate_orders",
    datasource_name="orders_datasource",
    data_connector_name="default_runtime_data_connector",
    data_asset_name="daily_orders",
    suite_name="orders.warning",
    batch_identifiers={"default_identifier_name": "daily_orders"},
)


@dg.op
def load_orders() -> pd.DataFrame:
    return pd.read_csv("data/orders.csv")


@dg.op
def check_outcome(context: dg.OpExecutionContext, validation: dict) -> None:
    stats = validation["statistics"]
    context.log.info(
        f"{stats['successful_expectations']} of {stats['evaluated_expectations']} expectations passed"
    )
    if not validation["success"]:
        raise dg.Failure("Daily orders failed validation")


@dg.job(
    resource_defs={
        "ge_data_context": GEContextResource(ge_root_dir="great_expectations"),
    }
)
def validate_daily_orders():
    check_outcome(validate_orders(load_orders()))
# [end:validation_op]
