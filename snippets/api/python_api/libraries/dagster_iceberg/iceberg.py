import dagster as dg
import pandas as pd
import polars as pl
import pyarrow as pa
from dagster_iceberg.config import IcebergCatalogConfig
from dagster_iceberg.io_manager.arrow import PyArrowIcebergIOManager
from dagster_iceberg.io_manager.pandas import PandasIcebergIOManager
from dagster_iceberg.io_manager.polars import PolarsIcebergIOManager
from dagster_iceberg.resource import IcebergTableResource

# [start:catalog_config]
# A local SQL catalog for development; point this at your REST, Glue or Hive catalog in production.
catalog_config = IcebergCatalogConfig(
    properties={
        "type": "sql",
        "uri": "sqlite:////tmp/warehouse/catalog.db",
        "warehouse": "file:///tmp/warehouse",
    }
)
# [end:catalog_config]


# [start:pyarrow]
@dg.asset(key_prefix=["sales"])
def daily_orders() -> pa.Table:
    # Stored in the Iceberg table sales.daily_orders.
    return pa.table(
        {
            "order_id": [1001, 1002, 1003],
            "customer_id": [17, 42, 17],
            "amount": [25.0, 110.5, 9.99],
        }
    )


@dg.asset(
    key_prefix=["sales"],
    ins={"daily_orders": dg.AssetIn(key_prefix=["sales"], metadata={"columns": ["customer_id", "amount"]})},
)
def revenue_by_customer(daily_orders: pa.Table) -> pa.Table:
    # Only the two selected columns are read from the table.
    return daily_orders.group_by("customer_id").aggregate([("amount", "sum")])


defs = dg.Definitions(
    assets=[daily_orders, revenue_by_customer],
    resources={
        "io_manager": PyArrowIcebergIOManager(name="local", config=catalog_config),
    },
)
# [end:pyarrow]


# [start:partitioned]
@dg.asset(
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    metadata={"partition_expr": "reading_time"},
    io_manager_key="iceberg_pandas",
)
def weather_readings(context: dg.AssetExecutionContext) -> pd.DataFrame:
    day = pd.Timestamp(context.partition_key)
    # Each run replaces only the rows of its own day.
    return pd.DataFrame(
        {
            "station": ["AMS", "RTM"],
            "reading_time": [day, day],
            "temperature_c": [11.2, 12.0],
        }
    )


weather_defs = dg.Definitions(
    assets=[weather_readings],
    resources={
        "iceberg_pandas": PandasIcebergIOManager(
            name="local",
            config=catalog_config,
            namespace="weather",
        ),
    },
)
# [end:partitioned]


# [start:resource]
@dg.asset(deps=[revenue_by_customer])
def top_customers(revenue: IcebergTableResource) -> pd.DataFrame:
    table = revenue.load()
    return table.scan().to_pandas().nlargest(10, "amount_sum")


resource_defs = dg.Definitions(
    assets=[top_customers],
    resources={
        "revenue": IcebergTableResource(
            name="local",
            config=catalog_config,
            namespace="sales",
            table="revenue_by_customer",
        ),
    },
)
# [end:resource]


# [start:polars]
@dg.asset(
    key_prefix=["sales"],
    io_manager_key="iceberg_polars",
    # Read the table that the PyArrow I/O manager wrote with Polars instead.
    ins={"daily_orders": dg.AssetIn(key_prefix=["sales"], input_manager_key="iceberg_polars")},
)
def large_orders(daily_orders: pl.LazyFrame) -> pl.DataFrame:
    # The filter runs while the table is scanned, not after loading it.
    return daily_orders.filter(pl.col("amount") > 100).collect()


polars_defs = dg.Definitions(
    assets=[daily_orders, large_orders],
    resources={
        "io_manager": PyArrowIcebergIOManager(name="local", config=catalog_config),
        "iceberg_polars": PolarsIcebergIOManager(name="local", config=catalog_config),
    },
)
# [end:polars]
