from typing import Optional

import dagster as dg
import pandas as pd
import polars as pl
from dagster_deltalake import DeltaLakeIOManager, LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasTypeHandler
from dagster_deltalake_polars import DeltaLakePolarsTypeHandler


class LakeIOManager(DeltaLakeIOManager):
    @staticmethod
    def type_handlers():
        return [DeltaLakePandasTypeHandler(), DeltaLakePolarsTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[type]:
        # Inputs without a type annotation are loaded as pandas DataFrames.
        return pd.DataFrame


@dg.asset(key_prefix=["billing"])
def customers() -> pl.DataFrame:
    return pl.DataFrame({"customer_id": [1, 2], "country": ["DE", "FR"]})


@dg.asset(
    key_prefix=["billing"],
    ins={"customers": dg.AssetIn(key=["billing", "customers"])},
)
def customers_by_country(customers: pd.DataFrame) -> pd.DataFrame:
    # Written by Polars, read back here as pandas: the annotation decides.
    return customers.groupby("country", as_index=False).size()


defs = dg.Definitions(
    assets=[customers, customers_by_country],
    resources={
        "io_manager": LakeIOManager(root_uri="lake", storage_options=LocalConfig())
    },
)
