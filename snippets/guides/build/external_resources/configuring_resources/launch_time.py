import dagster as dg


class TableCopier(dg.ConfigurableResource):
    source_schema: str
    table: str

    def copy_statement(self) -> str:
        return (
            f"CREATE OR REPLACE TABLE staging.{self.table} AS "
            f"SELECT * FROM {self.source_schema}.{self.table}"
        )


@dg.asset
def staged_table(context: dg.AssetExecutionContext, copier: TableCopier) -> str:
    statement = copier.copy_statement()
    context.log.info(statement)
    return statement


stage_job = dg.define_asset_job("stage_job", selection=[staged_table])


@dg.schedule(job=stage_job, cron_schedule="0 5 * * *")
def nightly_staging(context: dg.ScheduleEvaluationContext):
    day = context.scheduled_execution_time.strftime("%Y-%m-%d")
    for table in ["orders", "refunds", "customers"]:
        yield dg.RunRequest(
            run_key=f"{table}-{day}",
            run_config=dg.RunConfig(
                resources={"copier": TableCopier(source_schema="raw", table=table)}
            ),
        )


defs = dg.Definitions(
    assets=[staged_table],
    jobs=[stage_job],
    schedules=[nightly_staging],
    # Each run supplies the copier's config.
    resources={"copier": TableCopier.configure_at_launch()},
)
