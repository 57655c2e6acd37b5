import dagster as dg
import pandas as pd
from dagster_duckdb import DuckDBIOManager
from dagster_duckdb_pandas import DuckDBPandasTypeHandler


# [start:io_manager]
class PandasDuckDBIOManager(DuckDBIOManager):
    @staticmethod
    def type_handlers():
        return [DuckDBPandasTypeHandler()]

    @staticmethod
    def default_load_type():
        return pd.DataFrame


@dg.asset(key_prefix=["sales"])
def customers() -> pd.DataFrame:
    # Stored as the table sales.customers in warehouse.duckdb.
    return pd.DataFrame({"id": [1, 2], "name": ["Ada", "Grace"]})


defs = dg.Definitions(
    assets=[customers],
    resources={"io_manager": PandasDuckDBIOManager(database="warehouse.duckdb")},
)
# [end:io_manager]
