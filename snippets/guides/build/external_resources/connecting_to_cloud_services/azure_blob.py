import dagster as dg
from azure.identity import DefaultAzureCredential
from azure.storage.blob import BlobServiceClient


class AzureBlobStorage(dg.ConfigurableResource):
    account_name: str
    container: str

    def upload_text(self, blob_name: str, text: str) -> str:
        # DefaultAzureCredential tries several sources in turn, among them
        # environment variables, a managed identity, and a local `az login`.
        service = BlobServiceClient(
            account_url=f"https://{self.account_name}.blob.core.windows.net",
            credential=DefaultAzureCredential(),
        )
        container = service.get_container_client(self.container)
        container.upload_blob(blob_name, text.encode("utf-8"), overwrite=True)
        return f"{self.container}/{blob_name}"


@dg.asset
def exported_report(blob_storage: AzureBlobStorage) -> str:
    return blob_storage.upload_text("reports/weekly.csv", "week,total\n2025-W15,98\n")


defs = dg.Definitions(
    assets=[exported_report],
    resources={
        "blob_storage": AzureBlobStorage(
            account_name=dg.EnvVar("AZURE_STORAGE_ACCOUNT"), container="reports"
        )
    },
)
