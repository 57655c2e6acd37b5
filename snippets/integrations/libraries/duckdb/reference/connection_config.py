import dagster as dg
from dagster_duckdb import DuckDBResource

# Settings are passed to duckdb.connect(config=...) for every connection.
warehouse = DuckDBResource(
    database="/data/helpdesk.duckdb",
    connection_config={"threads": 4, "memory_limit": "2GB"},
)


@dg.asset
def ticket_words(duckdb: DuckDBResource) -> None:
    with duckdb.get_connection() as conn:
        conn.execute(
            """
            create or replace table ticket_words as
            select word, count(*) as uses
            from (select lower(unnest(string_split(subject, ' '))) as word from raw_tickets)
            group by word
            """
        )


defs = dg.Definitions(assets=[ticket_words], resources={"duckdb": warehouse})
