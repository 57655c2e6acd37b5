from datetime import datetime, timezone

import dagster as dg


def summarize_orders(orders: list[dict]) -> dict:
    return {"count": len(orders), "total": sum(order["total"] for order in orders)}


# [start:metadata_values]
@dg.asset
def daily_orders() -> dg.MaterializeResult:
    orders = [{"order_id": 1, "total": 25.0}, {"order_id": 2, "total": 40.5}]
    summary = summarize_orders(orders)
    return dg.MaterializeResult(
        metadata={
            # Plain str, int, float, and bool values are wrapped for you.
            "source": "orders API",
            "row_count": dg.MetadataValue.int(summary["count"]),
            "revenue": dg.MetadataValue.float(summary["total"]),
            "complete": dg.MetadataValue.bool(True),
            "export_path": dg.MetadataValue.path("/data/exports/orders.parquet"),
            "dashboard": dg.MetadataValue.url("https://bi.example.com/orders"),
            "summary": dg.MetadataValue.json(summary),
            "report": dg.MetadataValue.md("**2** orders, no refunds"),
            "loaded_at": dg.MetadataValue.timestamp(datetime.now(timezone.utc)),
            "upstream": dg.MetadataValue.asset(dg.AssetKey("raw_orders")),
            "summarizer": dg.MetadataValue.python_artifact(summarize_orders),
            "discount_code": dg.MetadataValue.null(),
        }
    )
# [end:metadata_values]


# [start:links]
@dg.asset
def weekly_report(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    return dg.MaterializeResult(
        metadata={
            "notebook": dg.MetadataValue.notebook("notebooks/weekly_report.ipynb"),
            # Links in the UI to this run and to the job that refreshes the source data.
            "produced_by_run": dg.MetadataValue.dagster_run(context.run.run_id),
            "refresh_job": dg.MetadataValue.job("refresh_sources", "analytics"),
        }
    )
# [end:links]


# [start:read_back]
def test_daily_orders_metadata():
    result = dg.materialize([daily_orders])
    materialization = result.asset_materializations_for_node("daily_orders")[0]
    row_count = materialization.metadata["row_count"]
    # Stored values are typed MetadataValue subclasses; .value unwraps them.
    assert isinstance(row_count, dg.IntMetadataValue)
    assert row_count.value == 2
    assert materialization.metadata["source"] == dg.TextMetadataValue("orders API")
# [end:read_back]
