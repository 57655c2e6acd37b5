import dagster as dg
import dlt
from dagster_dlt import DagsterDltResource, DagsterDltTranslator, dlt_assets
from dagster_dlt.translator import DltResourceTranslatorData


@dlt.source
def shop_api():
    @dlt.resource(write_disposition="merge", primary_key="id")
    def orders():
        yield [{"id": 1, "total": 42.5}, {"id": 2, "total": 17.0}]

    @dlt.resource(write_disposition="replace")
    def customers():
        yield [{"id": 10, "name": "Ada"}]

    return orders, customers


# [start:translator]
class ShopTranslator(DagsterDltTranslator):
    def get_asset_spec(self, data: DltResourceTranslatorData) -> dg.AssetSpec:
        # Key each table as shop/<resource>, e.g. shop/orders.
        return super().get_asset_spec(data).replace_attributes(
            key=dg.AssetKey(["shop", data.resource.name]),
        )
# [end:translator]


# [start:dlt_assets]
@dlt_assets(
    dlt_source=shop_api(),
    dlt_pipeline=dlt.pipeline(
        pipeline_name="shop_api",
        destination="duckdb",
        dataset_name="shop_raw",
    ),
    group_name="ingestion",
    dagster_dlt_translator=ShopTranslator(),
)
def shop_tables(context: dg.AssetExecutionContext, dlt: DagsterDltResource):
    yield from dlt.run(context=context)


defs = dg.Definitions(assets=[shop_tables], resources={"dlt": DagsterDltResource()})
# [end:dlt_assets]
