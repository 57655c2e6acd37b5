import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager


@dg.asset(kinds={"pandas", "duckdb"})
def tickets() -> pd.DataFrame:
    """The ticket export, parsed by pandas."""
    frame = pd.read_csv("data/tickets.csv", parse_dates=["opened_at"])
    return frame[frame["status"] != "spam"]


@dg.asset(kinds={"pandas", "duckdb"})
def tickets_per_agent(tickets: pd.DataFrame) -> pd.DataFrame:
    """How many tickets each agent holds, split by status."""
    return (
        tickets.groupby(["agent", "status"], as_index=False)
        .size()
        .rename(columns={"size": "ticket_count"})
    )


defs = dg.Definitions(
    assets=[tickets, tickets_per_agent],
    resources={
        "io_manager": DuckDBPandasIOManager(
            database="helpdesk.duckdb",
            schema="helpdesk",
        )
    },
)
