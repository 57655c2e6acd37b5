from dagster_graphql import DagsterGraphQLClient, ReloadRepositoryLocationStatus

client = DagsterGraphQLClient("localhost", port_number=3000)

info = client.reload_repository_location("billing")
if info.status == ReloadRepositoryLocationStatus.SUCCESS:
    print("billing reloaded")
else:
    print(f"Reload failed ({info.failure_type}): {info.message}")
