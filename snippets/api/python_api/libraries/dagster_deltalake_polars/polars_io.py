import dagster as dg
import polars as pl
from dagster_deltalake import S3Config
from dagster_deltalake_polars import DeltaLakePolarsIOManager


# [start:polars]
@dg.asset(key_prefix=["events"])
def page_views() -> pl.DataFrame:
    return pl.DataFrame({"page": ["/home", "/pricing"], "views": [1200, 310]})


@dg.asset(key_prefix=["events"])
def total_views(page_views: pl.DataFrame) -> int:
    return int(page_views["views"].sum())


defs = dg.Definitions(
    assets=[page_views, total_views],
    resources={
        "io_manager": DeltaLakePolarsIOManager(
            root_uri="s3://acme-lake/delta",
            storage_options=S3Config(region="eu-west-1"),
        )
    },
)
# [end:polars]
