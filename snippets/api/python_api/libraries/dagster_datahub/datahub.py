import dagster as dg
from dagster_datahub import DatahubRESTEmitterResource
from datahub.emitter.mce_builder import make_dataset_urn
from datahub.emitter.mcp import MetadataChangeProposalWrapper
from datahub.metadata.schema_classes import DatasetPropertiesClass


# [start:rest]
@dg.asset
def orders_table(datahub: DatahubRESTEmitterResource) -> None:
    emitter = datahub.get_emitter()
    emitter.emit(
        MetadataChangeProposalWrapper(
            entityUrn=make_dataset_urn(platform="snowflake", name="analytics.public.orders"),
            aspect=DatasetPropertiesClass(description="Orders rebuilt daily by Dagster."),
        )
    )


defs = dg.Definitions(
    assets=[orders_table],
    resources={
        "datahub": DatahubRESTEmitterResource(
            connection="http://datahub-gms.internal:8080",
            token=dg.EnvVar("DATAHUB_TOKEN"),
        )
    },
)
# [end:rest]
