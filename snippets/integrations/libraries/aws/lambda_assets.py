import dagster as dg
from dagster_aws.pipes import PipesLambdaClient


@dg.asset(kinds={"lambda"})
def refreshed_store_hours(
    context: dg.AssetExecutionContext, pipes_lambda: PipesLambdaClient
) -> dg.MaterializeResult:
    return pipes_lambda.run(
        context=context,
        function_name="refresh-store-hours",
        event={"region": "north-america"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[refreshed_store_hours],
    resources={"pipes_lambda": PipesLambdaClient()},
)
