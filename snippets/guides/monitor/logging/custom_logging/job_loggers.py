import dagster as dg

from .json_logger import json_stdout_logger


@dg.op
def count_returns(context: dg.OpExecutionContext) -> int:
    context.log.info("Counting returns")
    return 12


@dg.job(logger_defs={"json": json_stdout_logger, "console": dg.colored_console_logger})
def returns_job():
    count_returns()


def test_returns_job_logs():
    result = returns_job.execute_in_process(
        run_config={"loggers": {"json": {"config": {"log_level": "DEBUG"}}}}
    )
    assert result.success
