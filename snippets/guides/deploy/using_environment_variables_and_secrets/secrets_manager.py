import dagster as dg
import requests
from dagster_aws.secretsmanager import SecretsManagerSecretsResource


@dg.asset
def refunds_last_day(secrets: SecretsManagerSecretsResource) -> dg.MaterializeResult:
    # Secret values are fetched when the asset runs and never leave this function.
    api_key = secrets.fetch_secrets()["payments-api-key"]
    response = requests.get(
        "https://payments.example.com/v1/refunds",
        params={"created_after": "-1d"},
        headers={"Authorization": f"Bearer {api_key}"},
        timeout=30,
    )
    response.raise_for_status()
    return dg.MaterializeResult(metadata={"refunds": len(response.json()["data"])})


defs = dg.Definitions(
    assets=[refunds_last_day],
    resources={
        # Loads every secret that carries the tag key "dagster".
        "secrets": SecretsManagerSecretsResource(
            secrets_tag="dagster", region_name="us-east-1"
        )
    },
)
