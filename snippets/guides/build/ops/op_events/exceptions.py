import dagster as dg


class RateLimitedError(Exception):
    pass


def list_export_files(folder: str) -> list:
    # Stand-in for listing a folder on a file server.
    return []


def call_partner_api() -> dict:
    raise RateLimitedError("429 Too Many Requests")


# [start:failure]
@dg.op
def load_export(context: dg.OpExecutionContext) -> list:
    folder = "/exports/today"
    files = list_export_files(folder)
    if not files:
        raise dg.Failure(
            description="The export folder is empty; the upstream export did not run.",
            metadata={
                "folder": dg.MetadataValue.path(folder),
                "expected_files": 3,
            },
            allow_retries=False,
        )
    return files
# [end:failure]


# [start:retry_requested]
@dg.op
def sync_partner(context: dg.OpExecutionContext) -> dict:
    try:
        return call_partner_api()
    except RateLimitedError as err:
        raise dg.RetryRequested(max_retries=3, seconds_to_wait=30) from err
# [end:retry_requested]


@dg.job
def partner_job():
    load_export()
    sync_partner()


defs = dg.Definitions(jobs=[partner_job])
