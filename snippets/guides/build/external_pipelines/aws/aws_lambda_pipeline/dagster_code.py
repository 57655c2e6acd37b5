import dagster as dg
from dagster_aws.pipes import PipesLambdaClient


@dg.asset
def exchange_rates(
    context: dg.AssetExecutionContext,
    pipes_lambda_client: PipesLambdaClient,
) -> dg.MaterializeResult:
    return pipes_lambda_client.run(
        context=context,
        function_name="fetch-exchange-rates",
        # Your own event fields; the client adds the Pipes bootstrap values to it.
        event={"base_currency": "EUR"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[exchange_rates],
    resources={"pipes_lambda_client": PipesLambdaClient()},
)
