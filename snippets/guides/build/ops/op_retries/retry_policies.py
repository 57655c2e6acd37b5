import random

import dagster as dg


def flaky_download() -> bytes:
    if random.random() < 0.3:
        raise ConnectionError("Connection reset by peer")
    return b"id,amount\n1,42.0\n"


# [start:basic]
@dg.op(retry_policy=dg.RetryPolicy(max_retries=3))
def download_file() -> bytes:
    return flaky_download()
# [end:basic]


# [start:backoff]
@dg.op(
    retry_policy=dg.RetryPolicy(
        max_retries=4,
        delay=2,  # seconds
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    )
)
def download_with_backoff() -> bytes:
    return flaky_download()
# [end:backoff]


# [start:job_default]
@dg.op
def fetch_listing() -> bytes:
    return flaky_download()


@dg.op
def count_lines(data: bytes) -> int:
    return len(data.splitlines())


@dg.job(op_retry_policy=dg.RetryPolicy(max_retries=1))
def download_job():
    # count_lines uses the job-wide default (one retry).
    # download_file keeps the policy from its definition (three retries).
    # This fetch_listing invocation overrides both with its own policy.
    patient = dg.RetryPolicy(max_retries=6, delay=10)
    count_lines(download_file())
    count_lines.alias("count_listing_lines")(
        fetch_listing.with_retry_policy(patient)()
    )
# [end:job_default]


defs = dg.Definitions(jobs=[download_job])
