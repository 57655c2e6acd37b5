import dagster as dg


class RateLimitedError(Exception):
    def __init__(self, retry_after: int):
        super().__init__(f"Rate limited; retry after {retry_after} seconds")
        self.retry_after = retry_after


class CredentialsRejectedError(Exception):
    pass


def call_partner_api() -> dict:
    raise RateLimitedError(retry_after=30)


@dg.op(retry_policy=dg.RetryPolicy(max_retries=2, delay=5))
def sync_partner_data(context: dg.OpExecutionContext) -> dict:
    context.log.info(f"Attempt number {context.retry_number + 1}")
    try:
        return call_partner_api()
    except RateLimitedError as err:
        # Wait as long as the API asks, and allow more attempts than the policy.
        raise dg.RetryRequested(max_retries=5, seconds_to_wait=err.retry_after) from err
    except CredentialsRejectedError as err:
        # Retrying cannot fix bad credentials: skip the retry policy.
        raise dg.Failure(
            description="The partner API rejected our credentials.",
            allow_retries=False,
        ) from err


@dg.job
def partner_sync_job():
    sync_partner_data()


defs = dg.Definitions(jobs=[partner_sync_job])
