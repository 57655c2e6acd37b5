import dagster as dg


# [start:success_hook]
@dg.success_hook(required_resource_keys={"audit_log"})
def record_success(context: dg.HookContext):
    context.resources.audit_log.append(f"{context.op.name} finished in run {context.run_id}")
# [end:success_hook]


# [start:failure_hook]
@dg.failure_hook
def log_failure(context: dg.HookContext):
    context.log.error(f"{context.op.name} failed: {context.op_exception}")
# [end:failure_hook]


@dg.op
def load_orders():
    return [101, 102, 103]


@dg.op
def count_orders(orders: list[int]) -> int:
    return len(orders)


# [start:attach]
@dg.job(resource_defs={"audit_log": dg.ResourceDefinition.hardcoded_resource([])}, hooks={log_failure})
def orders_job():
    # record_success runs only after count_orders succeeds; log_failure after any op fails.
    count_orders.with_hooks({record_success})(load_orders())
# [end:attach]


# [start:build_hook_context]
def test_log_failure_hook():
    context = dg.build_hook_context(op=count_orders, op_exception=ValueError("bad row"))
    # Calling a HookDefinition with a context runs the decorated function directly.
    log_failure(context)
# [end:build_hook_context]
