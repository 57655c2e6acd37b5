import sys

import dagster as dg


@dg.asset
def churn_model(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    invocation = pipes_subprocess_client.run(
        command=[sys.executable, dg.file_relative_path(__file__, "custom_messages_external.py")],
        context=context,
    )
    # Each custom message is the JSON value the external process sent, already decoded.
    evaluation = next(
        message
        for message in invocation.get_custom_messages()
        if message.get("kind") == "evaluation"
    )
    context.log.info(f"Model evaluated on {evaluation['test_rows']} rows")
    return dg.MaterializeResult(metadata={"auc": evaluation["auc"]})


defs = dg.Definitions(
    assets=[churn_model],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient()},
)
