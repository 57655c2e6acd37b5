import os

import dagster as dg
from dagster_azure.blob import (
    AzureBlobStorageDefaultCredential,
    AzureBlobStorageKeyCredential,
    AzureBlobStorageResource,
)


# [start:blob_storage]
@dg.asset
def invoice_container_names(blob_storage: AzureBlobStorageResource) -> list[str]:
    with blob_storage.get_client() as client:
        return [container.name for container in client.list_containers()]


# Local development signs in with the default Azure credential chain;
# deployments use the storage account key from a secret.
credential = (
    AzureBlobStorageDefaultCredential()
    if os.getenv("LOCAL_DEV")
    else AzureBlobStorageKeyCredential(key=dg.EnvVar("AZURE_STORAGE_KEY"))
)

defs = dg.Definitions(
    assets=[invoice_container_names],
    resources={
        "blob_storage": AzureBlobStorageResource(
            account_url="https://acmeinvoices.blob.core.windows.net",
            credential=credential,
        )
    },
)
# [end:blob_storage]
