import dagster as dg
from dagster_duckdb import DuckDBResource


# [start:resource]
@dg.asset
def daily_revenue(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        conn.execute(
            """
            create or replace table daily_revenue as
            select order_date, sum(amount) as revenue
            from read_csv_auto('data/orders.csv')
            group by order_date
            """
        )
        row_count = conn.execute("select count(*) from daily_revenue").fetchone()[0]
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


defs = dg.Definitions(
    assets=[daily_revenue],
    resources={"duckdb": DuckDBResource(database="warehouse.duckdb")},
)
# [end:resource]
