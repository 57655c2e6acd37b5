import dagster as dg
import dlt
import requests
from dagster_dlt import DagsterDltResource, dlt_assets


@dlt.source(name="support_desk")
def support_desk_source(api_base: str = "https://support.acme.com/api/v2"):
    @dlt.resource(primary_key="id", write_disposition="merge")
    def tickets():
        url = f"{api_base}/tickets"
        while url:
            page = requests.get(url, timeout=30).json()
            yield page["tickets"]
            url = page.get("next_page")

    @dlt.resource(primary_key="id", write_disposition="replace")
    def agents():
        yield requests.get(f"{api_base}/agents", timeout=30).json()["agents"]

    return tickets, agents


@dlt_assets(
    dlt_source=support_desk_source(),
    dlt_pipeline=dlt.pipeline(
        pipeline_name="support_desk",
        destination="duckdb",
        dataset_name="support_raw",
    ),
    name="support_desk",
    group_name="support",
)
def support_desk_tables(context: dg.AssetExecutionContext, dlt: DagsterDltResource):
    yield from dlt.run(context=context)


defs = dg.Definitions(
    assets=[support_desk_tables],
    resources={"dlt": DagsterDltResource()},
)
