import dagster as dg
import pandas as pd
from dagster_duckdb_pandas import DuckDBPandasIOManager


@dg.asset(key_prefix=["support"])
def ticket_details() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "ticket_id": [1, 2, 3],
            "agent": ["maya", "ines", "maya"],
            "body": ["Refund please", "Login loop", "Invoice copy"],
            "satisfaction": [4, 2, 5],
        }
    )


@dg.asset(
    key_prefix=["support"],
    ins={
        "ticket_details": dg.AssetIn(
            key=dg.AssetKey(["support", "ticket_details"]),
            # Only these two columns are selected from the table; body stays on disk.
            metadata={"columns": ["agent", "satisfaction"]},
        )
    },
)
def agent_satisfaction(ticket_details: pd.DataFrame) -> pd.DataFrame:
    return ticket_details.groupby("agent", as_index=False)["satisfaction"].mean()


defs = dg.Definitions(
    assets=[ticket_details, agent_satisfaction],
    resources={"io_manager": DuckDBPandasIOManager(database="helpdesk.duckdb")},
)
