import dagster as dg


@dg.op
def create_staging_table(context: dg.OpExecutionContext) -> None:
    context.log.info("CREATE TABLE IF NOT EXISTS staging.orders (...)")


@dg.op(ins={"after_create": dg.In(dg.Nothing)})
def load_staging_table(context: dg.OpExecutionContext) -> None:
    # No parameter for `after_create`: it carries ordering, not data.
    context.log.info("COPY staging.orders FROM 's3://exports/orders/'")


@dg.job
def staging_job():
    load_staging_table(after_create=create_staging_table())


defs = dg.Definitions(jobs=[staging_job])
