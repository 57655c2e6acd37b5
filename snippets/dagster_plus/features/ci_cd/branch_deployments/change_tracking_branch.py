import dagster as dg


# The same definitions on the pull request's branch, deployed to a branch deployment.
# [start:code_version]
@dg.asset(code_version="v2", group_name="catalog")  # was "v1"
def product_prices() -> None: ...


# [end:code_version]


# [start:tags]
@dg.asset(group_name="catalog", tags={"domain": "catalog", "tier": "gold"})  # tag added
def products() -> None: ...


# [end:tags]


# [start:partitions]
@dg.asset(
    partitions_def=dg.WeeklyPartitionsDefinition(start_date="2023-01-01"),  # a year earlier
    group_name="sales",
)
def weekly_orders() -> None: ...


# [end:partitions]


# [start:new_asset]
@dg.asset(group_name="sales")
def returned_items() -> None: ...


# [end:new_asset]


# [start:deps]
@dg.asset(deps=[weekly_orders, returned_items], group_name="sales")  # new dependency
def refunds() -> None: ...


# [end:deps]


# [start:metadata]
@dg.asset(metadata={"expected_columns": ["sku", "name", "price_eur", "in_stock"]})
def catalog_export() -> None: ...


# [end:metadata]


defs = dg.Definitions(
    assets=[product_prices, products, weekly_orders, returned_items, refunds, catalog_export]
)
