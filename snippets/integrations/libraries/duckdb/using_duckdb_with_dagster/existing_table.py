import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager

# helpdesk.agent_directory is filled by the HR export, not by Dagster.
# The spec puts it in the graph, and the I/O manager can load it for downstream assets.
agent_directory = dg.AssetSpec(
    key="agent_directory",
    description="Name and team of every support agent, loaded nightly from HR.",
).with_io_manager_key("io_manager")


@dg.asset(kinds={"pandas", "duckdb"})
def tickets_per_team(
    tickets_per_agent: pd.DataFrame, agent_directory: pd.DataFrame
) -> pd.DataFrame:
    """Tickets per team, from the per-agent counts and the agent directory."""
    merged = tickets_per_agent.merge(agent_directory, on="agent", how="left")
    return merged.groupby("team", as_index=False)["ticket_count"].sum()


defs = dg.Definitions(
    assets=[agent_directory, tickets_per_team],
    resources={
        "io_manager": DuckDBPandasIOManager(database="helpdesk.duckdb", schema="helpdesk")
    },
)
