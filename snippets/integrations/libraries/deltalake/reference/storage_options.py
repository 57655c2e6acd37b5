import dagster as dg
from dagster_deltalake import AzureConfig, GcsConfig, LocalConfig, S3Config
from dagster_deltalake_pandas import DeltaLakePandasIOManager

# [start:local]
local_lake = DeltaLakePandasIOManager(
    root_uri="/var/data/lake",
    storage_options=LocalConfig(),
)
# [end:local]

# [start:s3]
s3_lake = DeltaLakePandasIOManager(
    root_uri="s3://invoices-lake/delta",
    storage_options=S3Config(
        region="us-east-2",
        # No keys given: the AWS credentials of the environment are used.
        allow_unsafe_rename=True,
    ),
)
# [end:s3]

# [start:azure]
azure_lake = DeltaLakePandasIOManager(
    root_uri="abfss://lake@invoicesdata.dfs.core.windows.net/delta",
    storage_options=AzureConfig(
        account_name="invoicesdata",
        client_id=dg.EnvVar("AZURE_CLIENT_ID"),
        client_secret=dg.EnvVar("AZURE_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("AZURE_TENANT_ID"),
    ),
)
# [end:azure]

# [start:gcs]
gcs_lake = DeltaLakePandasIOManager(
    root_uri="gs://invoices-lake/delta",
    storage_options=GcsConfig(
        service_account="/secrets/lake-writer.json",
    ),
)
# [end:gcs]
