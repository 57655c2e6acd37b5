import dagster as dg

ORDERS_SCHEMA = dg.TableSchema(
    columns=[
        dg.TableColumn(
            "order_id",
            "integer",
            description="Primary key.",
            constraints=dg.TableColumnConstraints(nullable=False, unique=True),
        ),
        dg.TableColumn("customer_id", "integer", description="References customers.id."),
        dg.TableColumn("amount", "decimal(10,2)", description="Order total in USD."),
        dg.TableColumn("placed_at", "timestamp"),
    ]
)


# The schema is known up front, so it is attached as definition metadata.
@dg.asset(metadata={"dagster/column_schema": ORDERS_SCHEMA, "dagster/table_name": "shop.public.orders"})
def orders() -> None:
    """Orders copied from the shop database."""


# The schema is only known after the query runs, so it is attached at runtime.
@dg.asset(deps=[orders])
def order_features() -> dg.MaterializeResult:
    produced_columns = {"customer_id": "integer", "order_count": "integer", "avg_amount": "float"}
    schema = dg.TableSchema(
        columns=[dg.TableColumn(name, data_type) for name, data_type in produced_columns.items()]
    )
    return dg.MaterializeResult(metadata={"dagster/column_schema": schema})


defs = dg.Definitions(assets=[orders, order_features])
