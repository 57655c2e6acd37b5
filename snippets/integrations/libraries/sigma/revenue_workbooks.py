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

sigma = SigmaOrganization(
    base_url=SigmaBaseUrl.AWS_EUROPE,
    client_id=dg.EnvVar("SIGMA_CLIENT_ID"),
    client_secret=dg.EnvVar("SIGMA_CLIENT_SECRET"),
)


class RevenueTranslator(DagsterSigmaTranslator):
    def get_asset_spec(
        self, data: Union[SigmaDatasetTranslatorData, SigmaWorkbookTranslatorData]
    ) -> dg.AssetSpec:
        return super().get_asset_spec(data).replace_attributes(
            group_name="revenue_reporting",
            owners=["team:revenue-ops"],
        )


revenue_specs = load_sigma_asset_specs(
    organization=sigma,
    dagster_sigma_translator=RevenueTranslator(),
    sigma_filter=SigmaFilter(
        # Folder paths from the root of the workbook tree.
        workbook_folders=[["Revenue"], ["Executive", "Board pack"]],
        include_unused_datasets=False,
    ),
)

defs = dg.Definitions(assets=revenue_specs)
