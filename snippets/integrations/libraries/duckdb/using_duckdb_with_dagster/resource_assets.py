import dagster as dg
from dagster_duckdb import DuckDBResource


@dg.asset(kinds={"duckdb"})
def raw_tickets(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """The helpdesk's ticket export, loaded into DuckDB as it is."""
    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists helpdesk")
        conn.execute(
            """
            create or replace table helpdesk.raw_tickets as
            select * from read_csv_auto('data/tickets.csv')
            """
        )
        row_count = conn.execute("select count(*) from helpdesk.raw_tickets").fetchone()[0]
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(deps=[raw_tickets], kinds={"duckdb"})
def open_backlog(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Open tickets per priority, the number the support lead checks each morning."""
    with duckdb.get_connection() as conn:
        conn.execute(
            """
            create or replace table helpdesk.open_backlog as
            select priority, count(*) as open_tickets
            from helpdesk.raw_tickets
            where status = 'open'
            group by priority
            """
        )
        rows = conn.execute(
            "select priority, open_tickets from helpdesk.open_backlog order by priority"
        ).fetchall()
    return dg.MaterializeResult(
        metadata={"open_by_priority": dg.MetadataValue.json(dict(rows))}
    )


defs = dg.Definitions(
    assets=[raw_tickets, open_backlog],
    resources={"duckdb": DuckDBResource(database="helpdesk.duckdb")},
)
