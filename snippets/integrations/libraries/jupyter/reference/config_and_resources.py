import dagster as dg
import pandas as pd
from dagstermill import ConfigurableLocalOutputNotebookIOManager, define_dagstermill_asset


class WarehouseResource(dg.ConfigurableResource):
    connection_url: str


@dg.asset
def invoices() -> pd.DataFrame:
    return pd.DataFrame({"customer": ["a", "b", "a"], "amount": [120.0, 40.0, 75.5]})


# [start:asset]
revenue_review = define_dagstermill_asset(
    name="revenue_review",
    notebook_path=dg.file_relative_path(__file__, "notebooks/revenue_review.ipynb"),
    ins={"invoices": dg.AssetIn("invoices")},
    # Read in the notebook as context.op_config["top_n"].
    config_schema={"top_n": dg.Field(int, default_value=10)},
    # Available in the notebook as context.resources.warehouse.
    required_resource_keys={"warehouse"},
    save_notebook_on_failure=True,
)
# [end:asset]

defs = dg.Definitions(
    assets=[invoices, revenue_review],
    resources={
        "warehouse": WarehouseResource(connection_url=dg.EnvVar("WAREHOUSE_URL")),
        "output_notebook_io_manager": ConfigurableLocalOutputNotebookIOManager(
            base_dir="/var/dagster/notebooks"
        ),
    },
)
