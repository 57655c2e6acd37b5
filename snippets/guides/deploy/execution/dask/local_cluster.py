import dagster as dg
from dagster_dask import dask_executor


@dg.asset
def turbine_vibration(context: dg.AssetExecutionContext) -> None:
    context.log.info("Reading vibration samples")


@dg.asset
def turbine_temperature(context: dg.AssetExecutionContext) -> None:
    context.log.info("Reading temperature samples")


@dg.asset(deps=[turbine_vibration, turbine_temperature])
def maintenance_alerts(context: dg.AssetExecutionContext) -> None:
    context.log.info("Flagging turbines that need a check")


# A Dask cluster with two worker processes starts for each run and stops after it.
defs = dg.Definitions(
    assets=[turbine_vibration, turbine_temperature, maintenance_alerts],
    executor=dask_executor.configured(
        {"cluster": {"local": {"n_workers": 2, "threads_per_worker": 1}}}
    ),
)
