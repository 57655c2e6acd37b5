from dagster_pipes import PipesDbfsContextLoader, PipesDbfsMessageWriter, open_dagster_pipes

with open_dagster_pipes(
    context_loader=PipesDbfsContextLoader(),
    message_writer=PipesDbfsMessageWriter(),
) as pipes:
    horizon = pipes.get_extra("horizon_weeks")
    pipes.log.info(f"Forecasting store demand {horizon} weeks ahead")
    stores_forecast = 418  # stand-in for the Spark job
    pipes.report_asset_materialization(metadata={"stores_forecast": stores_forecast})
