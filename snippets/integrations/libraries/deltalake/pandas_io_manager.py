import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager


@dg.asset(key_prefix=["sales"])
def orders() -> pd.DataFrame:
    # Stored as the Delta table <root_uri>/sales/orders
    return pd.DataFrame(
        {
            "order_id": [1, 2, 3, 4],
            "region": ["north", "south", "north", "west"],
            "amount": [120.0, 75.5, 33.0, 210.25],
        }
    )


@dg.asset(
    key_prefix=["sales"],
    ins={
        "orders": dg.AssetIn(
            key=dg.AssetKey(["sales", "orders"]),
            metadata={"columns": ["region", "amount"]},
        )
    },
)
def revenue_by_region(orders: pd.DataFrame) -> pd.DataFrame:
    # Only the two listed columns are read from the Delta table.
    return orders.groupby("region", as_index=False)["amount"].sum()


defs = dg.Definitions(
    assets=[orders, revenue_by_region],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="data/delta",
            storage_options=LocalConfig(),
        )
    },
)
