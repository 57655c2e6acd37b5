import dagster as dg
import dlt
import requests
from dagster_dlt import DagsterDltResource, dlt_assets


@dlt.source(name="web_orders")
def web_orders_source(day: str = "2025-01-01"):
    @dlt.resource(primary_key="order_id", write_disposition="merge")
    def orders():
        response = requests.get(
            "https://shop.acme.com/api/orders", params={"created_on": day}, timeout=30
        )
        yield response.json()["orders"]

    return orders


daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dlt_assets(
    dlt_source=web_orders_source(),
    dlt_pipeline=dlt.pipeline(
        pipeline_name="web_orders", destination="duckdb", dataset_name="shop_raw"
    ),
    partitions_def=daily,
    # One run per day: without it, a backfill of a date range becomes one run,
    # and context.partition_key is not available in a run that covers several days.
    backfill_policy=dg.BackfillPolicy.multi_run(max_partitions_per_run=1),
)
def web_order_tables(context: dg.AssetExecutionContext, dlt: DagsterDltResource):
    # Load only the day of the partition being materialized.
    yield from dlt.run(context=context, dlt_source=web_orders_source(day=context.partition_key))
