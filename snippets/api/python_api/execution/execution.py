import dagster as dg


# [start:materialize]
@dg.asset
def raw_orders() -> list[dict]:
    return [{"id": 1, "amount": 40.0}, {"id": 2, "amount": 15.5}]


@dg.asset
def order_totals(raw_orders: list[dict]) -> float:
    return sum(order["amount"] for order in raw_orders)


def backfill_locally():
    # Runs both assets in this process; outputs go to the default filesystem I/O manager.
    result = dg.materialize([raw_orders, order_totals])
    assert result.success

    # Refresh only order_totals; raw_orders is loaded from storage.
    dg.materialize([raw_orders, order_totals], selection=[order_totals])
# [end:materialize]


# [start:materialize_to_memory]
def test_order_totals():
    result = dg.materialize_to_memory([raw_orders, order_totals])
    assert result.success
    assert result.asset_value("order_totals") == 55.5
# [end:materialize_to_memory]


class ThresholdConfig(dg.Config):
    minimum: float


@dg.op
def load_payments() -> list[float]:
    return [12.0, 250.0, 80.0]


@dg.op
def large_payments(config: ThresholdConfig, payments: list[float]) -> list[float]:
    return [amount for amount in payments if amount >= config.minimum]


@dg.job
def payments_job():
    large_payments(load_payments())


# [start:job_execute_in_process]
def test_payments_job():
    result = payments_job.execute_in_process(
        run_config=dg.RunConfig(ops={"large_payments": ThresholdConfig(minimum=100.0)}),
        tags={"purpose": "test"},
    )
    assert result.success
    assert result.output_for_node("large_payments") == [250.0]
# [end:job_execute_in_process]


# [start:graph_execute_in_process]
@dg.graph
def payments_graph():
    return large_payments(load_payments())


def test_payments_graph():
    result = payments_graph.execute_in_process(
        run_config={"ops": {"large_payments": {"config": {"minimum": 50.0}}}}
    )
    # The graph returns the op's output, so it is also the graph's output.
    assert result.output_value() == [250.0, 80.0]
# [end:graph_execute_in_process]


# [start:execute_job]
def run_out_of_process():
    run_config = {"ops": {"large_payments": {"config": {"minimum": 100.0}}}}
    with dg.instance_for_test() as instance:
        with dg.execute_job(
            dg.reconstructable(payments_job), instance=instance, run_config=run_config
        ) as result:
            # Opening the result as a context manager lets it load outputs through I/O managers.
            assert result.success
            print(result.output_for_node("large_payments"))

        if not result.success:
            options = dg.ReexecutionOptions.from_failure(result.run_id, instance)
            dg.execute_job(
                dg.reconstructable(payments_job),
                instance=instance,
                reexecution_options=options,
            )
# [end:execute_job]


# [start:reexecution_options]
def rerun_one_step(instance: dg.DagsterInstance, failed_run_id: str):
    # Run large_payments again, loading load_payments' output from the parent run.
    options = dg.ReexecutionOptions(
        parent_run_id=failed_run_id,
        step_selection=["large_payments"],
    )
    return dg.execute_job(
        dg.reconstructable(payments_job), instance=instance, reexecution_options=options
    )
# [end:reexecution_options]


# [start:events]
def test_events_of_a_run():
    result = dg.materialize_to_memory([raw_orders, order_totals])
    materialized = [event.asset_key for event in result.get_asset_materialization_events()]
    assert materialized == [dg.AssetKey("raw_orders"), dg.AssetKey("order_totals")]

    step_failures = [
        event
        for event in result.all_events
        if event.event_type == dg.DagsterEventType.STEP_FAILURE
    ]
    assert not step_failures
# [end:events]


# [start:executors]
@dg.job(executor_def=dg.in_process_executor)
def payments_single_process_job():
    large_payments(load_payments())


@dg.job(executor_def=dg.multiprocess_executor.configured({"max_concurrent": 2}))
def payments_parallel_job():
    large_payments(load_payments())
# [end:executors]


# [start:asset_context]
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def daily_signups(context: dg.AssetExecutionContext) -> int:
    day = context.partition_key
    window = context.partition_time_window
    context.log.info(f"Counting signups for {day} ({window.start} to {window.end})")
    signups = 42
    context.add_output_metadata({"signups": signups, "day": day})
    return signups
# [end:asset_context]


# [start:op_context]
@dg.op
def load_region(context: dg.OpExecutionContext, config: ThresholdConfig) -> float:
    context.log.info(f"Run {context.run_id}, retry number {context.retry_number}")
    return config.minimum
# [end:op_context]


# [start:build_op_context]
@dg.op(required_resource_keys={"exchange_rates"})
def convert_to_usd(context: dg.OpExecutionContext, amount: float) -> float:
    return amount * context.resources.exchange_rates["EUR"]


def test_convert_to_usd():
    context = dg.build_op_context(resources={"exchange_rates": {"EUR": 1.1}})
    assert round(convert_to_usd(context, 10.0), 2) == 11.0
# [end:build_op_context]


# [start:build_asset_context]
def test_daily_signups():
    context = dg.build_asset_context(partition_key="2025-03-01")
    assert daily_signups(context) == 42
# [end:build_asset_context]


# [start:validate_run_config]
def test_payments_config_is_valid():
    resolved = dg.validate_run_config(
        payments_job,
        {"ops": {"large_payments": {"config": {"minimum": 10.0}}}},
    )
    # The result includes defaults that Dagster filled in, such as the executor.
    assert resolved["ops"]["large_payments"]["config"]["minimum"] == 10.0
# [end:validate_run_config]
