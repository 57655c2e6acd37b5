from datetime import datetime, timezone

import dagster as dg

from my_project.schedules import BusinessCalendar, ledger_close_schedule


def test_holiday_is_skipped():
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime(2025, 4, 18, 20, 0, tzinfo=timezone.utc)
    )
    # Pass the resource by the parameter name the schedule function declares.
    result = ledger_close_schedule(
        context, calendar=BusinessCalendar(holidays=["2025-04-18"])
    )
    assert isinstance(result, dg.SkipReason)


def test_business_day_requests_a_run():
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime(2025, 4, 17, 20, 0, tzinfo=timezone.utc)
    )
    result = ledger_close_schedule(context, calendar=BusinessCalendar())
    assert isinstance(result, dg.RunRequest)
    assert result.run_key == "2025-04-17"
