import dagster as dg


# [start:executor]
@dg.executor(
    name="audited_multiprocess",
    config_schema=dg.multiprocess_executor.config_schema,
)
def audited_multiprocess_executor(init_context: dg.InitExecutorContext) -> dg.Executor:
    # Record the settings each run starts with, then let the built-in
    # multiprocess executor run the steps with the same config.
    dg.get_dagster_logger().info("Executor config: %s", init_context.executor_config)
    return dg.multiprocess_executor.executor_creation_fn(init_context)
# [end:executor]


@dg.asset
def invoices() -> None: ...


defs = dg.Definitions(assets=[invoices], executor=audited_multiprocess_executor)
