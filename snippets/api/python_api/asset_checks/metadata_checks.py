import dagster as dg


# [start:schema_change]
@dg.asset
def shipments() -> dg.MaterializeResult:
    schema = dg.TableSchema(
        columns=[
            dg.TableColumn("shipment_id", "int"),
            dg.TableColumn("shipped_at", "timestamp"),
        ]
    )
    return dg.MaterializeResult(metadata={"dagster/column_schema": schema, "dagster/row_count": 812})


# Fails when columns are added, removed or change type between two materializations.
schema_checks = dg.build_column_schema_change_checks(assets=[shipments])
# [end:schema_change]


# [start:metadata_bounds]
# Warns when the latest materialization reports fewer than 100 or more than 100,000 rows.
row_count_checks = dg.build_metadata_bounds_checks(
    assets=[shipments],
    metadata_key="dagster/row_count",
    min_value=100,
    max_value=100_000,
)
# [end:metadata_bounds]


defs = dg.Definitions(assets=[shipments], asset_checks=[*schema_checks, *row_count_checks])
