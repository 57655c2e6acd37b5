from typing import Optional

import dagster as dg
import pandas as pd
import polars as pl
from dagster_duckdb import DuckDBIOManager
from dagster_duckdb_pandas import DuckDBPandasTypeHandler
from dagster_duckdb_polars import DuckDBPolarsTypeHandler


class HelpdeskIOManager(DuckDBIOManager):
    @staticmethod
    def type_handlers():
        return [DuckDBPandasTypeHandler(), DuckDBPolarsTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[type]:
        return pd.DataFrame


@dg.asset(key_prefix=["support"])
def csat_responses() -> pl.DataFrame:
    return pl.DataFrame({"ticket_id": [1, 2, 3], "score": [5, 3, 4]})


@dg.asset(
    key_prefix=["support"],
    ins={"csat_responses": dg.AssetIn(key=["support", "csat_responses"])},
)
def csat_average(csat_responses: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame({"average_score": [csat_responses["score"].mean()]})


defs = dg.Definitions(
    assets=[csat_responses, csat_average],
    resources={"io_manager": HelpdeskIOManager(database="helpdesk.duckdb")},
)
