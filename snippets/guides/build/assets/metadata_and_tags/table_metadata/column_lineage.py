import dagster as dg

orders = dg.AssetSpec("orders")
customers = dg.AssetSpec("customers")


@dg.asset(deps=[orders, customers])
def customer_lifetime_value() -> dg.MaterializeResult:
    lineage = dg.TableColumnLineage(
        deps_by_column={
            "customer_id": [dg.TableColumnDep(asset_key=customers.key, column_name="id")],
            "customer_name": [
                dg.TableColumnDep(asset_key=customers.key, column_name="first_name"),
                dg.TableColumnDep(asset_key=customers.key, column_name="last_name"),
            ],
            "lifetime_value": [dg.TableColumnDep(asset_key=orders.key, column_name="amount")],
        }
    )
    return dg.MaterializeResult(metadata={"dagster/column_lineage": lineage})


defs = dg.Definitions(assets=[orders, customers, customer_lifetime_value])
