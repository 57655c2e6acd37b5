import dagster as dg
from dagster_docker import PipesDockerClient, docker_container_op, docker_executor


# [start:pipes]
@dg.asset
def weather_forecast(context: dg.AssetExecutionContext, docker_pipes: PipesDockerClient):
    # The container's script reports metadata back with dagster-pipes.
    return docker_pipes.run(
        context=context,
        image="acme/forecast:2025.04",
        command=["python", "forecast.py", "--city", "Seattle"],
        env={"FORECAST_DAYS": "7"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[weather_forecast],
    resources={"docker_pipes": PipesDockerClient()},
)
# [end:pipes]


# [start:container_op]
cleanup_op = docker_container_op.configured(
    {"image": "acme/maintenance:latest", "command": ["python", "purge_old_events.py"]},
    name="purge_old_events",
)


@dg.job(executor_def=docker_executor)
def nightly_maintenance():
    cleanup_op()
# [end:container_op]
