from datetime import date

import dagster as dg


class BusinessCalendar(dg.ConfigurableResource):
    """Knows which days the finance team works."""

    holidays: list[str] = []

    def is_business_day(self, day: date) -> bool:
        return day.weekday() < 5 and day.isoformat() not in self.holidays


@dg.asset
def ledger_close() -> None:
    """Closes the day's books."""


ledger_job = dg.define_asset_job("ledger_job", selection=[ledger_close])


@dg.schedule(job=ledger_job, cron_schedule="0 20 * * *", execution_timezone="Europe/London")
def ledger_close_schedule(context: dg.ScheduleEvaluationContext, calendar: BusinessCalendar):
    day = context.scheduled_execution_time.date()
    if not calendar.is_business_day(day):
        return dg.SkipReason(f"{day} is not a business day")
    return dg.RunRequest(run_key=day.isoformat(), tags={"ledger_day": day.isoformat()})


defs = dg.Definitions(
    assets=[ledger_close],
    jobs=[ledger_job],
    schedules=[ledger_close_schedule],
    resources={
        "calendar": BusinessCalendar(holidays=["2025-12-25", "2025-12-26"]),
    },
)
