from dagster_graphql import DagsterGraphQLClient

client = DagsterGraphQLClient("dagster.internal.example.com", use_https=True)

run_id = client.submit_job_execution(
    "invoice_refresh_job",
    repository_location_name="billing",
    repository_name="__repository__",
    run_config={},
)
print(f"Started run {run_id}")
