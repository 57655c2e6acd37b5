import dagster as dg
import pandas as pd
from dagster_pandas import (
    PandasColumn,
    StrictColumnsConstraint,
    create_dagster_pandas_dataframe_type,
)

ORDER_COLUMNS = ["order_id", "customer_email", "amount", "status", "ordered_at"]


def summarize_orders(df: pd.DataFrame) -> dict:
    # Returned values are attached to the type check event as metadata.
    return {
        "row_count": len(df),
        "total_amount": float(df["amount"].sum()),
        "latest_order": str(df["ordered_at"].max()),
    }


OrdersDataFrame = create_dagster_pandas_dataframe_type(
    name="OrdersDataFrame",
    description="Cleaned orders: one row per order, no duplicates.",
    columns=[
        PandasColumn.integer_column("order_id", min_value=1, non_nullable=True, unique=True),
        PandasColumn.string_column("customer_email", non_nullable=True),
        PandasColumn.float_column("amount", min_value=0.0),
        PandasColumn.categorical_column(
            "status", categories={"placed", "shipped", "returned"}
        ),
        PandasColumn.datetime_column(
            "ordered_at", min_datetime=pd.Timestamp("2020-01-01")
        ),
    ],
    dataframe_constraints=[StrictColumnsConstraint(ORDER_COLUMNS)],
    metadata_fn=summarize_orders,
)


@dg.asset(dagster_type=OrdersDataFrame)
def cleaned_orders() -> pd.DataFrame:
    raw = pd.DataFrame(
        {
            "order_id": [1, 2, 2, 3],
            "customer_email": [
                "ana@example.com",
                "bo@example.com",
                "bo@example.com",
                "cy@example.com",
            ],
            "amount": [19.5, 42.0, 42.0, 7.25],
            "status": ["placed", "shipped", "shipped", "returned"],
            "ordered_at": pd.to_datetime(
                ["2025-03-01 09:30", "2025-03-01 11:02", "2025-03-01 11:02", "2025-03-02 16:45"]
            ),
        }
    )
    return raw.drop_duplicates(subset="order_id").reset_index(drop=True)


defs = dg.Definitions(assets=[cleaned_orders])
