import dagster as dg
import requests
from dagster_aws.secretsmanager import SecretsManagerResource, SecretsManagerSecretsResource


@dg.asset
def carrier_rates(secrets: SecretsManagerSecretsResource) -> list[dict]:
    # fetch_secrets() returns {secret name: secret value}.
    api_key = secrets.fetch_secrets()["shipping/carrier-api-key"]
    response = requests.get(
        "https://api.carrier.example.com/v1/rates",
        headers={"X-Api-Key": api_key},
        timeout=30,
    )
    response.raise_for_status()
    return response.json()["rates"]


@dg.asset
def secret_rotation_report(secretsmanager: SecretsManagerResource) -> dg.MaterializeResult:
    client = secretsmanager.get_client()
    described = client.describe_secret(SecretId="shipping/carrier-api-key")
    return dg.MaterializeResult(
        metadata={"last_rotated": str(described.get("LastRotatedDate", "never"))}
    )


defs = dg.Definitions(
    assets=[carrier_rates, secret_rotation_report],
    resources={
        "secrets": SecretsManagerSecretsResource(
            region_name="us-east-1",
            secrets_tag="dagster",
        ),
        "secretsmanager": SecretsManagerResource(region_name="us-east-1"),
    },
)
