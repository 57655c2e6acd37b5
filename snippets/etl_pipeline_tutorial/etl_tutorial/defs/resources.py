from dagster_duckdb import DuckDBResource

# [start:resource]
# One DuckDB file in the data folder holds every table the pipeline writes.
database_resource = DuckDBResource(database="data/sales.duckdb")
# [end:resource]
