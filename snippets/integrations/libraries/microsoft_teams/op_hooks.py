import dagster as dg
from dagster_msteams import MSTeamsResource, teams_on_failure, teams_on_success


@dg.op
def close_fiscal_month() -> None:
    """Locks last month's ledger entries."""


@dg.op(ins={"after_close": dg.In(dg.Nothing)})
def send_statements() -> None:
    """Emails account statements to customers."""


# Any failed op posts to Teams; only the final op reports success.
@dg.job(hooks={teams_on_failure(webserver_base_url="https://dagster.example.com")})
def month_end_close():
    send_statements.with_hooks({teams_on_success()})(close_fiscal_month())


defs = dg.Definitions(
    jobs=[month_end_close],
    # The hooks look for the resource under the key "msteams".
    resources={"msteams": MSTeamsResource(hook_url=dg.EnvVar("TEAMS_FINANCE_WEBHOOK"))},
)
