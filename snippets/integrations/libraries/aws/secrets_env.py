import subprocess

import dagster as dg
from dagster_aws.secretsmanager import SecretsManagerSecretsResource


@dg.asset
def vendor_export(secrets: SecretsManagerSecretsResource) -> None:
    # The CLI reads its credentials from environment variables named after the secrets.
    with secrets.secrets_in_environment():
        subprocess.run(["vendor-export", "--since", "yesterday"], check=True)
