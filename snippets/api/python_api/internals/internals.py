import logging

import dagster as dg

logger = logging.getLogger(__name__)


@dg.asset
def raw_orders() -> list[dict]:
    return [{"order_id": 101, "amount": 40.0}, {"order_id": 102, "amount": 12.5}]


@dg.asset
def daily_revenue(raw_orders: list[dict]) -> float:
    return sum(order["amount"] for order in raw_orders)


# [start:executor]
@dg.executor(
    name="logged_in_process",
    # Accept the same config as the built-in in-process executor.
    config_schema=dg.in_process_executor.config_schema,
)
def logged_in_process_executor(init_context: dg.InitExecutorContext) -> dg.Executor:
    logger.info("Starting executor with config %s", init_context.executor_config)
    # Delegate the actual step execution to the built-in in-process executor.
    return dg.in_process_executor.executor_creation_fn(init_context)


orders_job = dg.define_asset_job(
    "orders_job",
    selection=[raw_orders, daily_revenue],
    executor_def=logged_in_process_executor,
)
# [end:executor]


# [start:executor_definition]
# Run every asset job in parallel processes, at most four at a time,
# unless a job sets its own executor.
defs = dg.Definitions(
    assets=[raw_orders, daily_revenue],
    jobs=[orders_job],
    executor=dg.multiprocess_executor.configured({"max_concurrent": 4}),
)
# [end:executor_definition]


# [start:instance_get]
def report_recent_failures() -> None:
    # Loads the instance configured by dagster.yaml in $DAGSTER_HOME.
    with dg.DagsterInstance.get() as instance:
        failed = instance.get_run_records(
            filters=dg.RunsFilter(job_name="orders_job", statuses=[dg.DagsterRunStatus.FAILURE]),
            limit=5,
        )
        for record in failed:
            print(record.dagster_run.run_id, record.create_timestamp)

        latest = instance.get_latest_materialization_event(dg.AssetKey("daily_revenue"))
        if latest is not None:
            print("daily_revenue last updated at", latest.timestamp)
# [end:instance_get]


# [start:instance_ephemeral]
def test_daily_revenue_is_recorded():
    with dg.DagsterInstance.ephemeral() as instance:
        result = dg.materialize([raw_orders, daily_revenue], instance=instance)
        assert result.success

        records = instance.fetch_materializations(dg.AssetKey("daily_revenue"), limit=10)
        assert len(records.records) == 1
# [end:instance_ephemeral]


# [start:dynamic_partitions]
customers = dg.DynamicPartitionsDefinition(name="customers")


def register_customers(customer_ids: list[str]) -> None:
    with dg.DagsterInstance.get() as instance:
        new_ids = [c for c in customer_ids if not instance.has_dynamic_partition("customers", c)]
        instance.add_dynamic_partitions("customers", new_ids)
        print("Known customers:", instance.get_dynamic_partitions("customers"))
# [end:dynamic_partitions]


# [start:event_records_filter]
def observations_since(instance: dg.DagsterInstance, timestamp: float) -> list[dg.EventLogRecord]:
    records = instance.get_event_records(
        dg.EventRecordsFilter(
            event_type=dg.DagsterEventType.ASSET_OBSERVATION,
            asset_key=dg.AssetKey(["vendor", "price_list"]),
            after_timestamp=timestamp,
        ),
        limit=100,
    )
    return list(records)
# [end:event_records_filter]


# [start:run_status_filter]
def failed_orders_runs(instance: dg.DagsterInstance) -> list[str]:
    result = instance.fetch_run_status_changes(
        dg.RunStatusChangeRecordsFilter(
            event_type=dg.DagsterEventType.RUN_FAILURE,
            job_names=["orders_job"],
        ),
        limit=20,
    )
    return [record.run_id for record in result.records]
# [end:run_status_filter]
