import dagster as dg


# The definitions as they are on the main branch, deployed to prod.
@dg.asset(code_version="v1", group_name="catalog")
def product_prices() -> None: ...


@dg.asset(group_name="catalog", tags={"domain": "catalog"})
def products() -> None: ...


@dg.asset(
    partitions_def=dg.WeeklyPartitionsDefinition(start_date="2024-01-01"),
    group_name="sales",
)
def weekly_orders() -> None: ...


@dg.asset(deps=[weekly_orders], group_name="sales")
def refunds() -> None: ...


@dg.asset(metadata={"expected_columns": ["sku", "name", "price_eur"]})
def catalog_export() -> None: ...


defs = dg.Definitions(
    assets=[product_prices, products, weekly_orders, refunds, catalog_export]
)
