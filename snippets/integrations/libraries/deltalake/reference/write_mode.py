import dagster as dg
import pandas as pd
from dagster_deltalake import LocalConfig, WriteMode
from dagster_deltalake_pandas import DeltaLakePandasIOManager


@dg.asset(key_prefix=["billing"], io_manager_key="append_lake")
def invoice_events() -> pd.DataFrame:
    # Every materialization adds its rows to the table instead of replacing it.
    return pd.DataFrame(
        {"invoice_id": ["INV-1042", "INV-1043"], "event": ["sent", "paid"]}
    )


defs = dg.Definitions(
    assets=[invoice_events],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="lake", storage_options=LocalConfig()
        ),
        "append_lake": DeltaLakePandasIOManager(
            root_uri="lake",
            storage_options=LocalConfig(),
            mode=WriteMode.append,
        ),
    },
)
