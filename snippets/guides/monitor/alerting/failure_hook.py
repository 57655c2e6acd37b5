import dagster as dg


@dg.failure_hook
def log_failed_step(context: dg.HookContext) -> None:
    context.log.error(f"Step {context.step_key} failed: {context.op_exception}")


@dg.asset
def stock_levels() -> None:
    raise RuntimeError("warehouse API returned 503")


stock_job = dg.define_asset_job(
    "stock_job",
    selection=[stock_levels],
    hooks={log_failed_step},
)

defs = dg.Definitions(assets=[stock_levels], jobs=[stock_job])
