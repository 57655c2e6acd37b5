import dagster as dg
from dagster_gcp import BigQueryResource
from dagster_gcp_pandas import BigQueryPandasIOManager

# [start:adc]
# No credentials in code: the client finds Application Default Credentials,
# for example a workload identity, an attached service account, or
# GOOGLE_APPLICATION_CREDENTIALS pointing at a key file.
bigquery = BigQueryResource(project="acme-mobility")
# [end:adc]

# [start:base64]
# Only where no other method works: a base64-encoded service account key.
bigquery_with_key = BigQueryResource(
    project="acme-mobility",
    gcp_credentials=dg.EnvVar("BIGQUERY_KEY_B64"),
)

io_manager_with_key = BigQueryPandasIOManager(
    project="acme-mobility",
    dataset="bikeshare",
    gcp_credentials=dg.EnvVar("BIGQUERY_KEY_B64"),
)
# [end:base64]
