import dagster as dg
import pandas as pd
from dagster_gcp import BigQueryIOManager
from dagster_gcp_pandas import BigQueryPandasTypeHandler


# [start:subclass]
class PandasBigQueryIOManager(BigQueryIOManager):
    @staticmethod
    def type_handlers():
        return [BigQueryPandasTypeHandler()]

    @staticmethod
    def default_load_type() -> type:
        return pd.DataFrame


@dg.asset(key_prefix=["sales"])  # stored as the table sales.customers
def customers() -> pd.DataFrame:
    return pd.DataFrame({"customer_id": [1, 2], "country": ["DE", "US"]})


defs = dg.Definitions(
    assets=[customers],
    resources={"io_manager": PandasBigQueryIOManager(project=dg.EnvVar("GCP_PROJECT"))},
)
# [end:subclass]
