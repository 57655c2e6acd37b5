import dagster as dg


def load_rows(source: str) -> list[dict]:
    # Stand-in for reading from an API or a file drop
    return [{"source": source, "id": n} for n in range(250)]


def write_parquet(rows: list[dict], path: str) -> int:
    # Stand-in for writing to object storage; returns the bytes written
    return len(rows) * 128


# Both assets report the same metadata keys, so Insights can compare
# and sum them across assets, groups and jobs.
@dg.asset(group_name="ingestion")
def support_tickets() -> dg.MaterializeResult:
    rows = load_rows("helpdesk")
    bytes_written = write_parquet(rows, "s3://acme-lake/raw/support_tickets/")
    return dg.MaterializeResult(
        metadata={
            "rows_ingested": dg.MetadataValue.int(len(rows)),
            "bytes_written": dg.MetadataValue.int(bytes_written),
        }
    )


@dg.asset(group_name="ingestion")
def customer_reviews() -> dg.MaterializeResult:
    rows = load_rows("reviews_api")
    bytes_written = write_parquet(rows, "s3://acme-lake/raw/customer_reviews/")
    return dg.MaterializeResult(
        metadata={
            "rows_ingested": dg.MetadataValue.int(len(rows)),
            "bytes_written": dg.MetadataValue.int(bytes_written),
        }
    )


defs = dg.Definitions(assets=[support_tickets, customer_reviews])
