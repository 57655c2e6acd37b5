import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager


@dg.asset(key_prefix=["billing"], io_manager_key="lake")
def payments() -> pd.DataFrame:
    # A table: stored as a Delta table at lake/billing/payments.
    return pd.DataFrame({"payment_id": [501, 502, 503], "amount_eur": [120.0, 89.5, 40.0]})


@dg.asset(io_manager_key="files")
def payment_summary(payments: pd.DataFrame) -> dict:
    # Not a table: a small dictionary, pickled to the local file system.
    return {"count": len(payments), "total_eur": float(payments["amount_eur"].sum())}


defs = dg.Definitions(
    assets=[payments, payment_summary],
    resources={
        "lake": DeltaLakePandasIOManager(root_uri="lake", storage_options=LocalConfig()),
        "files": dg.FilesystemIOManager(base_dir="data/objects"),
    },
)
