import subprocess

import dagster as dg
from dagster_aws.ssm import ParameterStoreResource


@dg.asset
def price_export(parameter_store: ParameterStoreResource) -> None:
    # The selected parameters are environment variables only inside this block.
    with parameter_store.parameters_in_environment():
        subprocess.run(["price-export", "--format", "csv"], check=True)
