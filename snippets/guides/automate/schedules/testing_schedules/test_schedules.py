from datetime import datetime, timezone

import dagster as dg

from my_project.schedules import defs, weekday_report_schedule


def test_weekday_tick_requests_yesterdays_report():
    # Tuesday, 15 April 2025, 06:00 UTC
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime(2025, 4, 15, 6, 0, tzinfo=timezone.utc)
    )
    result = weekday_report_schedule(context)

    assert isinstance(result, dg.RunRequest)
    assert result.run_key == "2025-04-14"
    config = result.run_config["ops"]["weekday_report"]["config"]
    assert config["report_date"] == "2025-04-14"

    # Fails with DagsterInvalidConfigError if the config does not fit the job.
    job = defs.get_job_def("report_job")
    assert dg.validate_run_config(job, result.run_config)


def test_weekend_tick_is_skipped():
    # Saturday, 19 April 2025
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime(2025, 4, 19, 6, 0, tzinfo=timezone.utc)
    )
    result = weekday_report_schedule(context)

    assert isinstance(result, dg.SkipReason)
