import dagster as dg
from dagster_gcp import BigQueryResource

bigquery = BigQueryResource(
    project=dg.EnvVar("GCP_PROJECT_ID"),
    location="EU",
    # A service account key file, base64-encoded into one line, for
    # machines that run outside Google Cloud.
    gcp_credentials=dg.EnvVar("GCP_CREDENTIALS_B64"),
)
