import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager


# [start:io_manager]
@dg.asset(key_prefix=["raw"])  # stored as the table raw.orders
def orders() -> pd.DataFrame:
    return pd.DataFrame(
        {"order_id": [1, 2, 3], "customer_id": [10, 11, 10], "amount": [25.0, 40.5, 12.0]}
    )


@dg.asset(
    key_prefix=["marts"],
    # Only these two columns are read from raw.orders.
    ins={"orders": dg.AssetIn(key=["raw", "orders"], metadata={"columns": ["customer_id", "amount"]})},
)
def revenue_per_customer(orders: pd.DataFrame) -> pd.DataFrame:
    return orders.groupby("customer_id", as_index=False)["amount"].sum()


defs = dg.Definitions(
    assets=[orders, revenue_per_customer],
    resources={
        "io_manager": DuckDBPandasIOManager(
            database="analytics.duckdb",
            connection_config={"threads": 4},
        )
    },
)
# [end:io_manager]
