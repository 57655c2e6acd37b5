import dagster as dg


def make_export_op(table: str, destination: str) -> dg.OpDefinition:
    # Each call returns a new op with its own name and tags,
    # which config could not change.
    @dg.op(name=f"export_{table}", tags={"destination": destination})
    def export_table(context: dg.OpExecutionContext) -> None:
        context.log.info(f"Exporting {table} to {destination}")

    return export_table


export_orders = make_export_op("orders", "s3")
export_customers = make_export_op("customers", "gcs")


@dg.job
def nightly_exports():
    export_orders()
    export_customers()


defs = dg.Definitions(jobs=[nightly_exports])
