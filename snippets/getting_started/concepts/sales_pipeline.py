import dagster as dg


class WarehouseResource(dg.ConfigurableResource):
    """Settings for the warehouse that every sales asset reads from."""

    schema_name: str

    def qualified(self, table: str) -> str:
        return f"{self.schema_name}.{table}"


@dg.asset(group_name="sales", kinds={"python"}, tags={"team": "analytics"})
def orders(context: dg.AssetExecutionContext, warehouse: WarehouseResource) -> list[dict]:
    """Orders pulled from the warehouse."""
    context.log.info(f"Reading {warehouse.qualified('orders')}")
    return [{"order_id": 1, "amount": 40.0}, {"order_id": 2, "amount": 12.5}]


@dg.asset(group_name="sales", metadata={"unit": "USD"})
def order_summary(orders: list[dict]) -> dict:
    """Order count and total amount."""
    return {"count": len(orders), "total": sum(order["amount"] for order in orders)}


@dg.asset_check(asset=order_summary)
def summary_has_orders(order_summary: dict) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(
        passed=order_summary["count"] > 0,
        metadata={"count": order_summary["count"]},
    )


sales_job = dg.define_asset_job("sales_job", selection=dg.AssetSelection.groups("sales"))

morning_schedule = dg.ScheduleDefinition(job=sales_job, cron_schedule="0 6 * * *")

defs = dg.Definitions(
    assets=[orders, order_summary],
    asset_checks=[summary_has_orders],
    jobs=[sales_job],
    schedules=[morning_schedule],
    resources={"warehouse": WarehouseResource(schema_name="analytics")},
)
