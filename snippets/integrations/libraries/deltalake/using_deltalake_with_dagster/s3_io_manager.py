import dagster as dg
from dagster_deltalake import S3Config
from dagster_deltalake_pandas import DeltaLakePandasIOManager

# Same I/O manager, different storage: only root_uri and storage_options change.
lake_io_manager = DeltaLakePandasIOManager(
    root_uri="s3://acme-weather-lake/delta",
    storage_options=S3Config(
        access_key_id=dg.EnvVar("AWS_ACCESS_KEY_ID"),
        secret_access_key=dg.EnvVar("AWS_SECRET_ACCESS_KEY"),
        region="eu-west-1",
        # Needed when no locking provider coordinates writers; keep one writer per table.
        allow_unsafe_rename=True,
    ),
)
