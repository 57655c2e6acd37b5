import dagster as dg


@dg.op
def fetch_orders() -> list[dict]:
    return [{"id": 1, "amount": 40.0}, {"id": 2, "amount": 15.5}]


@dg.op
def total_revenue(orders: list[dict]) -> float:
    return sum(order["amount"] for order in orders)


# [start:job_basic]
@dg.job
def daily_revenue_job():
    # The body wires ops together; it runs once, when Dagster loads the job.
    total_revenue(fetch_orders())
# [end:job_basic]


class ExportConfig(dg.Config):
    region: str


@dg.op
def export_customers(context: dg.OpExecutionContext, config: ExportConfig) -> int:
    context.log.info(f"Exporting customers for {config.region}")
    return 120


# [start:job_options]
@dg.job(
    name="customer_export",
    description="Exports customers of one region.",
    config=dg.RunConfig(ops={"export_customers": ExportConfig(region="eu-west")}),
    tags={"team": "growth"},
    executor_def=dg.in_process_executor,
    op_retry_policy=dg.RetryPolicy(max_retries=2, delay=10),
)
def customer_export_job():
    export_customers()
# [end:job_options]


# [start:job_definition]
def test_daily_revenue_job():
    result = daily_revenue_job.execute_in_process()
    assert result.success
    assert result.output_for_node("total_revenue") == 55.5
    # JobDefinition exposes what the decorator received.
    assert customer_export_job.tags["team"] == "growth"
# [end:job_definition]


# [start:reconstructable]
@dg.graph
def revenue_graph():
    total_revenue(fetch_orders())


def build_revenue_job():
    # A job made with to_job() is wrapped in a module-level function.
    return revenue_graph.to_job(name="revenue_job")


recon_daily_job = dg.reconstructable(daily_revenue_job)
recon_revenue_job = dg.reconstructable(build_revenue_job)
# [end:reconstructable]


# [start:build_reconstructable_job]
def make_region_job(region: str) -> dg.JobDefinition:
    @dg.job(name=f"export_{region}", tags={"region": region})
    def _export():
        export_customers()

    return _export


recon_region_job = dg.build_reconstructable_job(
    reconstructor_module_name=__name__,
    reconstructor_function_name="make_region_job",
    reconstructable_args=("eu_west",),
)
# [end:build_reconstructable_job]
