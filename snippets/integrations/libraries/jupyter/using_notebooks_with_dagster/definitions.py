import dagster as dg
import pandas as pd
from dagstermill import ConfigurableLocalOutputNotebookIOManager, define_dagstermill_asset


# [start:subscriptions]
@dg.asset(group_name="retention")
def subscriptions() -> pd.DataFrame:
    """One row per customer subscription, exported from the billing system."""
    return pd.read_csv(
        dg.file_relative_path(__file__, "data/subscriptions.csv"),
        parse_dates=["started_on", "cancelled_on"],
    )
# [end:subscriptions]


# [start:notebook_asset]
churn_report = define_dagstermill_asset(
    name="churn_report",
    notebook_path=dg.file_relative_path(__file__, "notebooks/churn_report.ipynb"),
    ins={"subscriptions": dg.AssetIn("subscriptions")},
    group_name="retention",
    description="Churn by plan, computed and charted in a notebook.",
)
# [end:notebook_asset]


# [start:definitions]
defs = dg.Definitions(
    assets=[subscriptions, churn_report],
    resources={
        # Stores each executed notebook as an .ipynb file.
        "output_notebook_io_manager": ConfigurableLocalOutputNotebookIOManager(),
    },
)
# [end:definitions]
