import dagster as dg
from dagster_aws.ssm import ParameterStoreResource, ParameterStoreTag


@dg.asset
def pricing_rules(parameter_store: ParameterStoreResource) -> dict:
    # fetch_parameters() returns {parameter name: value}.
    parameters = parameter_store.fetch_parameters()
    return {
        "discount_cap": float(parameters["/pricing/prod/discount_cap"]),
        "currency": parameters["/pricing/prod/currency"],
    }


defs = dg.Definitions(
    assets=[pricing_rules],
    resources={
        "parameter_store": ParameterStoreResource(
            region_name="eu-west-1",
            parameter_paths=["/pricing/prod"],
            parameter_tags=[ParameterStoreTag(key="team", values=["pricing"])],
            with_decryption=True,
        )
    },
)
