import dagster as dg
from dagster_aws.pipes import PipesECSClient


@dg.asset
def nightly_export(
    context: dg.AssetExecutionContext,
    pipes_ecs_client: PipesECSClient,
) -> dg.MaterializeResult:
    return pipes_ecs_client.run(
        context=context,
        # Passed to the boto3 ECS client's run_task call, plus the Pipes variables.
        run_task_params={
            "cluster": "data-jobs",
            "taskDefinition": "nightly-export",
            "launchType": "FARGATE",
            "networkConfiguration": {
                "awsvpcConfiguration": {
                    "subnets": ["subnet-0a1b2c3d4e5f67890"],
                    "assignPublicIp": "ENABLED",
                }
            },
        },
        extras={"export_prefix": "exports/orders/"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[nightly_export],
    # Uses boto3's default credentials and region for both ECS and CloudWatch Logs.
    resources={"pipes_ecs_client": PipesECSClient()},
)
