import dagster as dg

customers = dg.DynamicPartitionsDefinition(name="customers")


@dg.asset(partitions_def=customers)
def customer_report(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Building the report for customer {context.partition_key}")


customer_report_job = dg.define_asset_job(
    name="customer_report_job", selection=[customer_report]
)


def list_customer_ids() -> list:
    # Stand-in for a query against your CRM.
    return ["acme", "globex", "initech"]


@dg.sensor(job=customer_report_job)
def new_customer_sensor(context: dg.SensorEvaluationContext):
    known = set(context.instance.get_dynamic_partitions("customers"))
    new_ids = [cid for cid in list_customer_ids() if cid not in known]
    if not new_ids:
        return dg.SkipReason("No new customers")
    return dg.SensorResult(
        run_requests=[dg.RunRequest(partition_key=cid) for cid in new_ids],
        dynamic_partitions_requests=[customers.build_add_request(new_ids)],
    )


defs = dg.Definitions(
    assets=[customer_report],
    jobs=[customer_report_job],
    sensors=[new_customer_sensor],
)
