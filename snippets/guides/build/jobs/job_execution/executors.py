import dagster as dg


@dg.op(tags={"database": "warehouse"})
def load_orders() -> list:
    return list(range(10))


@dg.op(tags={"database": "warehouse"})
def load_customers() -> list:
    return list(range(5))


@dg.op
def join(orders: list, customers: list) -> int:
    return len(orders) * len(customers)


@dg.graph
def nightly_load():
    join(load_orders(), load_customers())


# Every op runs in the run's own process, one after another.
nightly_load_in_process = nightly_load.to_job(
    name="nightly_load_in_process",
    executor_def=dg.in_process_executor,
)

# Every op runs in its own child process, at most two at a time.
nightly_load_two_workers = nightly_load.to_job(
    name="nightly_load_two_workers",
    executor_def=dg.multiprocess_executor.configured({"max_concurrent": 2}),
)

# The default for every job in this code location that sets no executor itself.
defs = dg.Definitions(
    jobs=[nightly_load_in_process, nightly_load_two_workers],
    executor=dg.multiprocess_executor.configured({"max_concurrent": 4}),
)
