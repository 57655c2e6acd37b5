from pathlib import Path

import dagster as dg
import dagstermill

NOTEBOOK_DIR = Path(__file__).parent / "notebooks"


@dg.asset
def customer_orders() -> list[dict]:
    return [{"customer_id": 7, "amount": 42.0}, {"customer_id": 9, "amount": 18.5}]


# [start:define_dagstermill_asset]
order_analysis = dagstermill.define_dagstermill_asset(
    name="order_analysis",
    notebook_path=str(NOTEBOOK_DIR / "order_analysis.ipynb"),
    # The notebook receives customer_orders as a variable in an injected cell.
    ins={"customer_orders": dg.AssetIn("customer_orders")},
    group_name="analytics",
)

defs = dg.Definitions(
    assets=[customer_orders, order_analysis],
    resources={
        "output_notebook_io_manager": dagstermill.ConfigurableLocalOutputNotebookIOManager(
            base_dir="/tmp/executed_notebooks"
        )
    },
)
# [end:define_dagstermill_asset]


# [start:define_dagstermill_op]
score_customers = dagstermill.define_dagstermill_op(
    name="score_customers",
    notebook_path=str(NOTEBOOK_DIR / "score_customers.ipynb"),
    ins={"orders": dg.In(list)},
    outs={"scores": dg.Out(dict)},
    output_notebook_name="scored_notebook",
)


@dg.op
def load_orders() -> list:
    return [{"customer_id": 7, "amount": 42.0}]


@dg.job(
    resource_defs={
        "output_notebook_io_manager": dagstermill.ConfigurableLocalOutputNotebookIOManager()
    }
)
def scoring_job():
    score_customers(load_orders())
# [end:define_dagstermill_op]
