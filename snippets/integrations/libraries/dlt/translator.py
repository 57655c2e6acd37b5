import dagster as dg
from dagster_dlt import DagsterDltTranslator
from dagster_dlt.translator import DltResourceTranslatorData


class SupportDeskTranslator(DagsterDltTranslator):
    def get_asset_spec(self, data: DltResourceTranslatorData) -> dg.AssetSpec:
        return super().get_asset_spec(data).replace_attributes(
            # Key tables as support/raw/<resource> instead of dlt_<source>_<resource>.
            key=dg.AssetKey(["support", "raw", data.resource.name]),
            # Drop the default upstream dependency on <source>_<resource>.
            deps=[],
        )
