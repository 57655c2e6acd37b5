import dagster as dg


@dg.asset
def signups() -> list:
    # Stand-in for a query against the application database.
    return [{"email": "ana@example.com"}, {"email": "ben@example.com"}]


@dg.asset
def signup_count(signups: list) -> int:
    return len(signups)


# An asset job: it materializes a selection of assets.
signup_assets_job = dg.define_asset_job(
    name="signup_assets_job",
    selection=[signups, signup_count],
)


@dg.op
def count_recent_errors() -> int:
    # Stand-in for a call to a logging service.
    return 3


@dg.op
def post_error_summary(context: dg.OpExecutionContext, error_count: int) -> None:
    context.log.info(f"{error_count} errors in the last hour")


# An op job: it runs a graph of ops that do not produce assets.
@dg.job
def error_summary_job():
    post_error_summary(count_recent_errors())


defs = dg.Definitions(
    assets=[signups, signup_count],
    jobs=[signup_assets_job, error_summary_job],
)
