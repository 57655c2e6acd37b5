from typing import Optional, Sequence, Type

import dagster as dg
import pandas as pd
from dagster._core.storage.db_io_manager import DbTypeHandler
from dagster_snowflake import (
    SnowflakeIOManager,
    SnowflakeResource,
    fetch_last_updated_timestamps,
    snowflake_op_for_query,
)
from dagster_snowflake_pandas import SnowflakePandasTypeHandler


# [start:resource]
@dg.asset
def daily_order_totals(snowflake: SnowflakeResource) -> dg.MaterializeResult:
    with snowflake.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            "CREATE OR REPLACE TABLE analytics.daily_order_totals AS "
            "SELECT order_date, SUM(amount) AS total FROM raw.orders GROUP BY order_date"
        )
        row_count = cursor.execute("SELECT COUNT(*) FROM analytics.daily_order_totals").fetchone()[0]
    return dg.MaterializeResult(metadata={"row_count": row_count})


snowflake = SnowflakeResource(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user=dg.EnvVar("SNOWFLAKE_USER"),
    password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
    warehouse="TRANSFORMING",
    database="SHOP",
    schema="ANALYTICS",
)
# [end:resource]


# [start:io_manager]
class ShopSnowflakeIOManager(SnowflakeIOManager):
    @staticmethod
    def type_handlers() -> Sequence[DbTypeHandler]:
        return [SnowflakePandasTypeHandler()]

    @staticmethod
    def default_load_type() -> Optional[Type]:
        return pd.DataFrame


@dg.asset(key_prefix=["sales"])  # stored as SHOP.SALES.CUSTOMERS
def customers() -> pd.DataFrame:
    return pd.DataFrame({"customer_id": [1, 2], "country": ["US", "FR"]})


io_manager = ShopSnowflakeIOManager(
    database="SHOP",
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user=dg.EnvVar("SNOWFLAKE_USER"),
    password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
    warehouse="LOADING",
)
# [end:io_manager]


# [start:freshness]
@dg.observable_source_asset
def raw_orders(snowflake: SnowflakeResource) -> dg.ObserveResult:
    with snowflake.get_connection() as conn:
        last_updated = fetch_last_updated_timestamps(
            snowflake_connection=conn, schema="RAW", tables=["ORDERS"]
        )
    return dg.ObserveResult(
        metadata={"dagster/last_updated_timestamp": dg.MetadataValue.timestamp(last_updated["ORDERS"])}
    )
# [end:freshness]


# [start:op_for_query]
purge_old_events = snowflake_op_for_query(
    "DELETE FROM raw.events WHERE event_date < DATEADD(day, -90, CURRENT_DATE())"
)


@dg.job(resource_defs={"snowflake": snowflake})
def purge_events_job():
    purge_old_events()
# [end:op_for_query]


defs = dg.Definitions(
    assets=[daily_order_totals, customers, raw_orders],
    jobs=[purge_events_job],
    resources={"snowflake": snowflake, "io_manager": io_manager},
)
