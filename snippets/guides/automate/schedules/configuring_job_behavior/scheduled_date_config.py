from datetime import timedelta

import dagster as dg


class ExportConfig(dg.Config):
    export_date: str
    include_refunds: bool = False


@dg.asset
def sales_export(context: dg.AssetExecutionContext, config: ExportConfig) -> None:
    context.log.info(
        f"Exporting sales for {config.export_date} (refunds: {config.include_refunds})"
    )


sales_export_job = dg.define_asset_job("sales_export_job", selection=[sales_export])


@dg.schedule(
    job=sales_export_job,
    cron_schedule="0 3 * * *",
    execution_timezone="America/New_York",
)
def nightly_sales_export(context: dg.ScheduleEvaluationContext):
    tick = context.scheduled_execution_time
    export_date = (tick - timedelta(days=1)).strftime("%Y-%m-%d")

    return dg.RunRequest(
        run_key=export_date,
        run_config=dg.RunConfig(
            ops={
                "sales_export": ExportConfig(
                    export_date=export_date,
                    # Refunds are reconciled once a month, on the 1st.
                    include_refunds=tick.day == 1,
                )
            }
        ),
        tags={"export_date": export_date},
    )


defs = dg.Definitions(
    assets=[sales_export],
    jobs=[sales_export_job],
    schedules=[nightly_sales_export],
)
