import dagster as dg
from dagster_docker import PipesDockerClient


@dg.asset
def geocoded_stores(
    context: dg.AssetExecutionContext, docker_pipes_client: PipesDockerClient
) -> dg.MaterializeResult:
    return docker_pipes_client.run(
        context=context,
        image="registry.example.com/geo/geocoder:2025.04",
        command=["python", "geocode.py", "--input", "/data/stores.csv"],
        env={"GEOCODER_REGION": "eu-west"},
        container_kwargs={"volumes": {"/srv/data": {"bind": "/data", "mode": "ro"}}},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[geocoded_stores],
    resources={"docker_pipes_client": PipesDockerClient()},
)
