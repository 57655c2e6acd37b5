import dagster as dg


@dg.asset
def web_sessions() -> dg.MaterializeResult:
    schema = dg.TableSchema(
        columns=[
            dg.TableColumn("session_id", "string"),
            dg.TableColumn("started_at", "timestamp"),
            dg.TableColumn("page_views", "integer"),
        ]
    )
    return dg.MaterializeResult(metadata={"dagster/column_schema": schema})


# Compares each materialization's schema with the previous one.
schema_checks = dg.build_column_schema_change_checks(assets=[web_sessions])

defs = dg.Definitions(assets=[web_sessions], asset_checks=schema_checks)
