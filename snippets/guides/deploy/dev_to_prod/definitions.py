import os

import dagster as dg

from support_pipeline.defs.assets import open_tickets_by_priority, raw_tickets
from support_pipeline.defs.resources import HelpdeskClient, ParquetStore

# [start:resources_by_deployment]
resources_by_deployment = {
    "local": {
        "helpdesk": HelpdeskClient(
            base_url="https://sandbox.helpdesk.example.com",
            api_token=dg.EnvVar("HELPDESK_SANDBOX_TOKEN"),
        ),
        # Each developer writes under their own folder on their own machine.
        "store": ParquetStore(base_path="data/local"),
    },
    "staging": {
        "helpdesk": HelpdeskClient(
            base_url="https://sandbox.helpdesk.example.com",
            api_token=dg.EnvVar("HELPDESK_SANDBOX_TOKEN"),
        ),
        "store": ParquetStore(base_path="s3://acme-support-staging/tickets"),
    },
    "production": {
        "helpdesk": HelpdeskClient(
            base_url="https://helpdesk.example.com",
            api_token=dg.EnvVar("HELPDESK_API_TOKEN"),
        ),
        "store": ParquetStore(base_path="s3://acme-support-prod/tickets"),
    },
}

# Nothing is written to production unless the deployment says so.
deployment_name = os.getenv("DAGSTER_DEPLOYMENT", "local")
# [end:resources_by_deployment]

defs = dg.Definitions(
    assets=[raw_tickets, open_tickets_by_priority],
    resources=resources_by_deployment[deployment_name],
)
