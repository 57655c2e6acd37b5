import dagster as dg
import requests
from dagster_hashicorp.vault import vault_resource


@dg.asset(required_resource_keys={"vault"})
def partner_price_list(context: dg.AssetExecutionContext) -> list[dict]:
    # A KV version 2 secret: "<mount point>/data/<path>".
    credentials = context.resources.vault.read_secret(secret_path="kv/data/partners/price-api")
    response = requests.get(
        "https://prices.partner.example.com/v1/list",
        headers={"Authorization": f"Bearer {credentials['token']}"},
        timeout=30,
    )
    response.raise_for_status()
    return response.json()["items"]


defs = dg.Definitions(
    assets=[partner_price_list],
    resources={
        "vault": vault_resource.configured(
            {
                "url": "https://vault.internal.acme.com:8200",
                "auth_type": {
                    "approle": {
                        "role_id": {"env": "VAULT_ROLE_ID"},
                        "secret_id": {"env": "VAULT_SECRET_ID"},
                    }
                },
                "mount_point": "approle",
            }
        )
    },
)
