import os

import dagster as dg


# [start:target_schema]
def target_schema() -> str:
    """Pick the warehouse schema for the deployment this code runs in."""
    if os.getenv("DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT") == "1":
        # Every pull request writes to a schema of its own.
        pull_request = os.getenv("DAGSTER_CLOUD_PULL_REQUEST_ID", "unknown")
        return f"invoices_pr_{pull_request}"
    # Full deployments such as prod or staging use their own name.
    # Outside Dagster+ the variable is unset, so local runs get "invoices_local".
    deployment = os.getenv("DAGSTER_CLOUD_DEPLOYMENT_NAME", "local")
    return f"invoices_{deployment}"
# [end:target_schema]


@dg.asset
def monthly_invoice_totals(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    schema = target_schema()
    context.log.info(f"Writing monthly invoice totals to schema {schema}")
    # Query the invoices table and write the totals to `schema` here.
    return dg.MaterializeResult(
        metadata={
            "schema": schema,
            # Only set in branch deployments.
            "commit": os.getenv("DAGSTER_CLOUD_GIT_SHA", "n/a"),
        }
    )


defs = dg.Definitions(assets=[monthly_invoice_totals])
