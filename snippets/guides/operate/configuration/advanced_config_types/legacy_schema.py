import dagster as dg


@dg.op(
    config_schema={
        # Shape: a dictionary with known keys.
        "warehouse": dg.Shape(
            {
                "schema": dg.Field(str, default_value="analytics"),
                "timeout_seconds": dg.Field(int, default_value=60),
            }
        ),
        # Permissive: known keys are checked, unknown keys are let through.
        "query_tags": dg.Permissive({"team": str}),
        # Selector: exactly one of the keys must be given.
        "source": dg.Selector(
            {
                "table": dg.Field(str),
                "sql": dg.Field(str),
            }
        ),
        # Noneable: the value may be null.
        "limit": dg.Field(dg.Noneable(int), default_value=None),
        # StringSource: a string, or {"env": "VAR"} read from the environment.
        "password": dg.Field(dg.StringSource, is_required=False),
    }
)
def load_refunds(context: dg.OpExecutionContext) -> None:
    source = context.op_config["source"]
    kind, value = next(iter(source.items()))
    context.log.info(f"Loading refunds from {kind}: {value}")


@dg.job
def refunds_job():
    load_refunds()


defs = dg.Definitions(jobs=[refunds_job])
