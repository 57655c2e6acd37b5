import dagster as dg
from dagster_duckdb import DuckDBResource

from genre_classifier.constants import AUTHORS_URL, GOODREADS_HOME, GRAPHIC_NOVELS_URL

# [start:source_spec]
goodreads_dataset = dg.AssetSpec(
    "goodreads_dataset",
    description="Public Goodreads book graph collected by UCSD researchers.",
    group_name="ingestion",
    metadata={"homepage": dg.MetadataValue.url(GOODREADS_HOME)},
)
# [end:source_spec]


# [start:load_helper]
def load_json_lines(duckdb: DuckDBResource, table: str, url: str) -> int:
    """Replaces `table` with the rows of a gzipped JSON-lines file and returns the row count."""
    with duckdb.get_connection() as conn:
        conn.execute(
            f"""
            create or replace table {table} as
            select * from read_json('{url}', format = 'newline_delimited', ignore_errors = true)
            """
        )
        return conn.execute(f"select count(*) from {table}").fetchone()[0]
# [end:load_helper]


# [start:assets]
@dg.asset(deps=[goodreads_dataset], group_name="ingestion", kinds={"duckdb"})
def raw_graphic_novels(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Every book on the comics and graphic novels shelf of the Goodreads dataset."""
    row_count = load_json_lines(duckdb, "raw_graphic_novels", GRAPHIC_NOVELS_URL)
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.asset(deps=[goodreads_dataset], group_name="ingestion", kinds={"duckdb"})
def raw_authors(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Goodreads authors, used to put a name on each book."""
    row_count = load_json_lines(duckdb, "raw_authors", AUTHORS_URL)
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})
# [end:assets]
