import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager


@dg.asset(key_prefix=["helpdesk"], io_manager_key="warehouse_io_manager")
def survey_scores() -> pd.DataFrame:
    """Stored as the table helpdesk.survey_scores in DuckDB."""
    return pd.DataFrame({"agent": ["maya", "tomas", "ines"], "score": [4.6, 3.9, 4.2]})


@dg.asset(io_manager_key="files_io_manager")
def coaching_list(survey_scores: pd.DataFrame) -> list[str]:
    """A short Python list, pickled to local files instead of written to DuckDB."""
    return survey_scores.loc[survey_scores["score"] < 4.0, "agent"].tolist()


defs = dg.Definitions(
    assets=[survey_scores, coaching_list],
    resources={
        "warehouse_io_manager": DuckDBPandasIOManager(database="helpdesk.duckdb"),
        "files_io_manager": dg.FilesystemIOManager(base_dir="data/io"),
    },
)
