import dagster as dg
import pandas as pd
from dagster_duckdb import DuckDBResource
from dagster_duckdb_pandas import DuckDBPandasIOManager


# [start:resource]
@dg.asset(kinds={"duckdb"})
def escalated_tickets(duckdb: DuckDBResource) -> None:
    # Run SQL yourself through a connection from the resource.
    with duckdb.get_connection() as conn:
        conn.execute(
            """
            create or replace table escalated_tickets as
            select * from read_csv_auto('data/tickets.csv')
            where priority = 'urgent'
            """
        )
# [end:resource]


# [start:io_manager]
@dg.asset(key_prefix=["support"], kinds={"pandas", "duckdb"})
def agent_roster() -> pd.DataFrame:
    # Return a DataFrame; the I/O manager stores it as the table support.agent_roster.
    return pd.DataFrame({"agent": ["maya", "tomas", "ines"], "team": ["billing", "billing", "tech"]})
# [end:io_manager]


defs = dg.Definitions(
    assets=[escalated_tickets, agent_roster],
    resources={
        "duckdb": DuckDBResource(database="helpdesk.duckdb"),
        "io_manager": DuckDBPandasIOManager(database="helpdesk.duckdb"),
    },
)
