import dagster as dg
from dagster_databricks import DatabricksClientResource


@dg.asset
def active_clusters(databricks: DatabricksClientResource) -> dg.MaterializeResult:
    workspace = databricks.get_client().workspace_client
    running = [
        cluster.cluster_name
        for cluster in workspace.clusters.list()
        if cluster.state and cluster.state.value == "RUNNING"
    ]
    return dg.MaterializeResult(metadata={"running_clusters": len(running)})


defs = dg.Definitions(
    assets=[active_clusters],
    resources={
        "databricks": DatabricksClientResource(
            host=dg.EnvVar("DATABRICKS_HOST"),
            token=dg.EnvVar("DATABRICKS_TOKEN"),
        )
    },
)
