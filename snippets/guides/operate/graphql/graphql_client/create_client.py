from dagster_graphql import DagsterGraphQLClient

# Reaches the webserver at http://localhost:3000/graphql.
client = DagsterGraphQLClient("localhost", port_number=3000)
