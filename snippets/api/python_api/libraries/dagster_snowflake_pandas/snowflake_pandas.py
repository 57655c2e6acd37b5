import dagster as dg
import pandas as pd
from dagster_snowflake_pandas import SnowflakePandasIOManager

# [start:io_manager]
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(
    key_prefix=["analytics"],  # stored in the ANALYTICS schema
    partitions_def=daily,
    metadata={"partition_expr": "ORDER_DATE"},  # column that holds the partition
)
def daily_orders(context: dg.AssetExecutionContext) -> pd.DataFrame:
    return pd.DataFrame(
        {
            "ORDER_ID": [9001, 9002],
            "ORDER_DATE": pd.to_datetime([context.partition_key] * 2),
            "AMOUNT": [120.0, 35.5],
        }
    )


@dg.asset(key_prefix=["analytics"], ins={"daily_orders": dg.AssetIn(metadata={"columns": ["AMOUNT"]})})
def revenue_summary(daily_orders: pd.DataFrame) -> pd.DataFrame:
    # Receives every partition, but only the AMOUNT column.
    return pd.DataFrame({"TOTAL_REVENUE": [daily_orders["AMOUNT"].sum()]})


defs = dg.Definitions(
    assets=[daily_orders, revenue_summary],
    resources={
        "io_manager": SnowflakePandasIOManager(
            database="SHOP",
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            warehouse="TRANSFORMING",
        )
    },
)
# [end:io_manager]
