import dagster as dg


def build_sql_asset(name: str, sql: str, upstream: list[str]) -> dg.AssetsDefinition:
    """Returns an asset that runs one SQL statement after its upstream tables."""

    @dg.asset(
        name=name,
        deps=upstream,
        group_name="warehouse",
        kinds={"sql"},
        metadata={"sql": dg.MetadataValue.md(f"```sql\n{sql}\n```")},
    )
    def _sql_asset(context: dg.AssetExecutionContext) -> None:
        context.log.info(f"Running: {sql}")

    return _sql_asset


TABLES = [
    {"name": "stg_orders", "sql": "SELECT * FROM raw_orders", "upstream": []},
    {"name": "stg_customers", "sql": "SELECT * FROM raw_customers", "upstream": []},
    {
        "name": "customer_orders",
        "sql": "SELECT * FROM stg_orders JOIN stg_customers USING (customer_id)",
        "upstream": ["stg_orders", "stg_customers"],
    },
]

warehouse_assets = [build_sql_asset(**table) for table in TABLES]

defs = dg.Definitions(assets=warehouse_assets)
