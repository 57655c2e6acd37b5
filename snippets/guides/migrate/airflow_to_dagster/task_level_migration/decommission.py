import dagster as dg
from shop_etl import steps


@dg.asset(description="Orders copied from the shop's export")
def raw_orders() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"row_count": steps.load_orders()})


@dg.asset(deps=[raw_orders], description="Orders and revenue per day")
def daily_sales() -> dg.MaterializeResult:
    return dg.MaterializeResult(metadata={"days": steps.build_daily_sales()})


@dg.asset(deps=[daily_sales], description="CSV for finance")
def sales_report_csv() -> dg.MaterializeResult:
    path = steps.export_sales_report()
    return dg.MaterializeResult(metadata={"path": dg.MetadataValue.path(path)})


@dg.asset_check(asset=sales_report_csv, description="The sales report has at least one day in it")
def sales_report_has_rows() -> dg.AssetCheckResult:
    with open(steps.EXPORT_DIR / "daily_sales_report.csv") as report:
        data_rows = sum(1 for _ in report) - 1
    return dg.AssetCheckResult(passed=data_rows > 0, metadata={"days_in_report": data_rows})


# [start:schedule]
# Replaces the DAG's schedule="@daily": every night at midnight UTC.
nightly_sales_refresh = dg.ScheduleDefinition(
    name="nightly_sales_refresh",
    target=[raw_orders, daily_sales, sales_report_csv],
    cron_schedule="0 0 * * *",
    execution_timezone="UTC",
    default_status=dg.DefaultScheduleStatus.RUNNING,
)
# [end:schedule]

defs = dg.Definitions(
    assets=[raw_orders, daily_sales, sales_report_csv],
    asset_checks=[sales_report_has_rows],
    schedules=[nightly_sales_refresh],
)
