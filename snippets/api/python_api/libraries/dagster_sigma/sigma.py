from typing import Union

import dagster as dg
from dagster_sigma import (
    DagsterSigmaTranslator,
    SigmaBaseUrl,
    SigmaFilter,
    SigmaOrganization,
    load_sigma_asset_specs,
)
from dagster_sigma.translator import SigmaDatasetTranslatorData, SigmaWorkbookTranslatorData

# [start:load_specs]
sigma_org = SigmaOrganization(
    base_url=SigmaBaseUrl.AWS_US,
    client_id=dg.EnvVar("SIGMA_CLIENT_ID"),
    client_secret=dg.EnvVar("SIGMA_CLIENT_SECRET"),
)

sigma_specs = load_sigma_asset_specs(
    organization=sigma_org,
    # Only workbooks in these folders, and only the datasets they use.
    sigma_filter=SigmaFilter(
        workbook_folders=[["Finance", "Revenue"], ["Operations"]],
        include_unused_datasets=False,
    ),
    fetch_column_data=False,
)

defs = dg.Definitions(assets=sigma_specs)
# [end:load_specs]


# [start:translator]
class FinanceSigmaTranslator(DagsterSigmaTranslator):
    def get_asset_spec(
        self, data: Union[SigmaDatasetTranslatorData, SigmaWorkbookTranslatorData]
    ) -> dg.AssetSpec:
        return super().get_asset_spec(data).replace_attributes(group_name="finance_bi")


finance_specs = load_sigma_asset_specs(sigma_org, dagster_sigma_translator=FinanceSigmaTranslator())
# [end:translator]
