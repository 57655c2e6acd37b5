import dagster as dg
import pandas as pd
from dagstermill import ConfigurableLocalOutputNotebookIOManager, define_dagstermill_op

# [start:op]
flag_at_risk_accounts = define_dagstermill_op(
    name="flag_at_risk_accounts",
    notebook_path=dg.file_relative_path(__file__, "notebooks/flag_at_risk.ipynb"),
    ins={"usage": dg.In(pd.DataFrame)},
    # The notebook sets this output with dagstermill.yield_result.
    outs={"at_risk_count": dg.Out(int)},
    # Adds a second output that carries the executed notebook.
    output_notebook_name="flagging_notebook",
)
# [end:op]


@dg.op
def load_weekly_usage() -> pd.DataFrame:
    return pd.DataFrame({"account": ["a1", "a2", "a3"], "logins_last_week": [0, 12, 1]})


@dg.op
def notify_success_team(context: dg.OpExecutionContext, at_risk_count: int) -> None:
    context.log.info(f"{at_risk_count} accounts need a call this week")


# [start:job]
@dg.job(
    resource_defs={"output_notebook_io_manager": ConfigurableLocalOutputNotebookIOManager()}
)
def weekly_account_review():
    results = flag_at_risk_accounts(load_weekly_usage())
    notify_success_team(results.at_risk_count)
# [end:job]


defs = dg.Definitions(jobs=[weekly_account_review])
