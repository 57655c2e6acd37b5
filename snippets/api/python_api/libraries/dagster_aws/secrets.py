import dagster as dg
from dagster_aws.secretsmanager import SecretsManagerSecretsResource
from dagster_aws.ssm import ParameterStoreResource, ParameterStoreTag


# [start:secrets]
@dg.asset
def partner_feed(secrets: SecretsManagerSecretsResource, params: ParameterStoreResource):
    # fetch_secrets is keyed by secret name, not by ARN.
    api_key = secrets.fetch_secrets()["partner-api"]
    settings = params.fetch_parameters()
    return {"key_length": len(api_key), "endpoint": settings["/partner/endpoint"]}


defs = dg.Definitions(
    assets=[partner_feed],
    resources={
        "secrets": SecretsManagerSecretsResource(
            secrets=["arn:aws:secretsmanager:us-east-1:123456789012:secret:partner-api"]
        ),
        "params": ParameterStoreResource(
            region_name="us-east-1",
            parameter_tags=[ParameterStoreTag(key="team", values=["growth"])],
            parameters=["/partner/endpoint"],
        ),
    },
)
# [end:secrets]
