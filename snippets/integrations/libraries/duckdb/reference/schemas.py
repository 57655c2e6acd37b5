import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager


# Stored as billing.credit_notes: the key prefix names the schema.
@dg.asset(key_prefix=["billing"])
def credit_notes() -> pd.DataFrame:
    return pd.DataFrame({"note_id": ["CN-1", "CN-2"], "amount": [-20.0, -5.5]})


# Stored as finance.refund_totals: schema metadata wins over everything else.
@dg.asset(
    metadata={"schema": "finance"},
    ins={"credit_notes": dg.AssetIn(key=["billing", "credit_notes"])},
)
def refund_totals(credit_notes: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame({"total_refunded": [credit_notes["amount"].sum()]})


defs = dg.Definitions(
    assets=[credit_notes, refund_totals],
    resources={"io_manager": DuckDBPandasIOManager(database="finance.duckdb")},
)
