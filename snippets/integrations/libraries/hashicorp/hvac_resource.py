import dagster as dg
import hvac


class VaultSecrets(dg.ConfigurableResource):
    """Reads KV version 2 secrets with a Vault token."""

    url: str
    token: str
    kv_mount: str = "kv"

    def read(self, path: str) -> dict:
        client = hvac.Client(url=self.url, token=self.token)
        response = client.secrets.kv.v2.read_secret_version(path=path, mount_point=self.kv_mount)
        return response["data"]["data"]


@dg.asset
def warehouse_connection_check(vault: VaultSecrets) -> dg.MaterializeResult:
    credentials = vault.read("warehouse/reporting-user")
    return dg.MaterializeResult(metadata={"user": credentials["username"]})


defs = dg.Definitions(
    assets=[warehouse_connection_check],
    resources={
        "vault": VaultSecrets(
            url="https://vault.internal.acme.com:8200",
            token=dg.EnvVar("VAULT_TOKEN"),
        )
    },
)
