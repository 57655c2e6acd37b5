import dagster as dg


# [start:table]
@dg.asset
def top_customers() -> dg.MaterializeResult:
    rows = [
        {"customer": "acme", "orders": 42, "revenue": 1830.5, "active": True},
        {"customer": "globex", "orders": 17, "revenue": 912.0, "active": False},
    ]
    return dg.MaterializeResult(
        metadata={
            # Shown as a table in the UI; without a schema, column types are inferred.
            "preview": dg.MetadataValue.table(
                records=[dg.TableRecord(row) for row in rows],
                schema=dg.TableSchema(
                    columns=[
                        dg.TableColumn("customer", "string"),
                        dg.TableColumn("orders", "int"),
                        dg.TableColumn("revenue", "float"),
                        dg.TableColumn("active", "bool"),
                    ]
                ),
            )
        }
    )
# [end:table]


# [start:column_schema]
orders_schema = dg.TableSchema(
    columns=[
        dg.TableColumn(
            name="order_id",
            type="int",
            description="Primary key",
            constraints=dg.TableColumnConstraints(nullable=False, unique=True),
        ),
        dg.TableColumn(
            name="amount",
            type="decimal(10,2)",
            constraints=dg.TableColumnConstraints(other=["amount >= 0"]),
            tags={"pii": "false"},
        ),
        dg.TableColumn(name="shipped_at", type="timestamp"),
        dg.TableColumn(name="ordered_at", type="timestamp"),
    ],
    constraints=dg.TableConstraints(other=["shipped_at >= ordered_at"]),
)


# "dagster/column_schema" is the key the UI reads to show an asset's columns.
@dg.asset(metadata={"dagster/column_schema": dg.MetadataValue.table_schema(orders_schema)})
def orders() -> None: ...
# [end:column_schema]


# [start:from_name_type_dict]
events_schema = dg.TableSchema.from_name_type_dict(
    {"event_id": "string", "user_id": "int", "occurred_at": "timestamp"}
)
# [end:from_name_type_dict]


# [start:column_lineage]
@dg.asset(deps=["orders", "customers"])
def order_facts() -> dg.MaterializeResult:
    lineage = dg.TableColumnLineage(
        deps_by_column={
            "order_id": [dg.TableColumnDep(asset_key=dg.AssetKey("orders"), column_name="order_id")],
            "customer_name": [
                dg.TableColumnDep(asset_key=dg.AssetKey("customers"), column_name="first_name"),
                dg.TableColumnDep(asset_key=dg.AssetKey("customers"), column_name="last_name"),
            ],
        }
    )
    return dg.MaterializeResult(
        metadata={"dagster/column_lineage": dg.MetadataValue.column_lineage(lineage)}
    )
# [end:column_lineage]
