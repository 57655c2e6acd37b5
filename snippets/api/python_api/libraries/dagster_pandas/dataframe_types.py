import dagster as dg
import pandas as pd
from dagster_pandas import (
    PandasColumn,
    RowCountConstraint,
    StrictColumnsConstraint,
    create_dagster_pandas_dataframe_type,
)

# [start:create_type]
OrdersDataFrame = create_dagster_pandas_dataframe_type(
    name="OrdersDataFrame",
    description="One row per order, as exported from the shop database.",
    columns=[
        PandasColumn.integer_column("order_id", min_value=1, non_nullable=True, unique=True),
        PandasColumn.string_column("customer_email", non_nullable=True),
        PandasColumn.float_column("amount", min_value=0.0),
        PandasColumn.datetime_column("ordered_at", tz="UTC"),
        PandasColumn.boolean_column("is_gift", is_required=False),
    ],
    dataframe_constraints=[
        StrictColumnsConstraint(
            ["order_id", "customer_email", "amount", "ordered_at", "is_gift"]
        ),
        RowCountConstraint(num_allowed_rows=3, error_tolerance=1),
    ],
    # Shown on the output's type check in the UI.
    metadata_fn=lambda df: {"total_amount": float(df["amount"].sum())},
)


@dg.op(out=dg.Out(OrdersDataFrame))
def load_orders() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "order_id": [1, 2, 3],
            "customer_email": ["ana@example.com", "li@example.com", "ana@example.com"],
            "amount": [19.99, 5.50, 42.00],
            "ordered_at": pd.to_datetime(
                ["2025-04-01 09:00", "2025-04-01 10:30", "2025-04-02 08:15"], utc=True
            ),
            "is_gift": [False, True, False],
        }
    )


@dg.job
def orders_job():
    # The run fails at load_orders if the DataFrame breaks any constraint.
    load_orders()
# [end:create_type]
