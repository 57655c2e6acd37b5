import dagster as dg


# Dask only schedules this step on a worker that advertises a free GPU.
@dg.asset(op_tags={"dagster-dask/resource_requirements": {"GPU": 1}})
def defect_detections(context: dg.AssetExecutionContext) -> None:
    context.log.info("Running the defect model on today's photos")


defs = dg.Definitions(assets=[defect_detections])
