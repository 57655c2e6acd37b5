"""ETL tutorial: load sales CSV files into DuckDB and analyze them with Dagster."""
