import dagster as dg
from dagster_duckdb import DuckDBResource


@dg.asset(kinds={"duckdb"})
def raw_trips(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        conn.execute(
            "CREATE OR REPLACE TABLE raw_trips AS "
            "SELECT * FROM read_csv_auto('data/trips.csv')"
        )
        (rows,) = conn.execute("SELECT COUNT(*) FROM raw_trips").fetchone()
    return dg.MaterializeResult(metadata={"row_count": rows})


@dg.asset(deps=[raw_trips], kinds={"duckdb"})
def trips_per_day(duckdb: DuckDBResource) -> dg.MaterializeResult:
    with duckdb.get_connection() as conn:
        conn.execute(
            "CREATE OR REPLACE TABLE trips_per_day AS "
            "SELECT CAST(started_at AS DATE) AS day, COUNT(*) AS trips "
            "FROM raw_trips GROUP BY 1 ORDER BY 1"
        )
        preview = conn.execute("SELECT * FROM trips_per_day LIMIT 5").fetchall()
    return dg.MaterializeResult(
        metadata={"preview": dg.MetadataValue.md("\n".join(f"- {d}: {n}" for d, n in preview))}
    )


defs = dg.Definitions(
    assets=[raw_trips, trips_per_day],
    resources={"duckdb": DuckDBResource(database="data/warehouse.duckdb")},
)
