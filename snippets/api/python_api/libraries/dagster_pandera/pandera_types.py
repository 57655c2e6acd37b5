import dagster as dg
import pandas as pd
import pandera as pa
from dagster_pandera import pandera_schema_to_dagster_type

# [start:schema]
class OrderSchema(pa.DataFrameModel):
    """Orders exported from the shop database."""

    order_id: int = pa.Field(unique=True)
    customer_id: int
    amount: float = pa.Field(ge=0)
    status: str = pa.Field(isin=["placed", "shipped", "cancelled"])


OrdersDgType = pandera_schema_to_dagster_type(OrderSchema)


@dg.asset(dagster_type=OrdersDgType)
def orders() -> pd.DataFrame:
    # A negative amount would fail the type check and the materialization.
    return pd.DataFrame(
        {"order_id": [1, 2], "customer_id": [10, 11], "amount": [25.0, 9.5], "status": ["placed", "shipped"]}
    )
# [end:schema]
