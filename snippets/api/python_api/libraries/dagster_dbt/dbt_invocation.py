import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

orders_project = DbtProject(project_dir="orders_dbt")


# [start:metadata]
@dbt_assets(manifest=orders_project.manifest_path)
def orders_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # Attach row counts and column schemas to every materialization.
    yield from (
        dbt.cli(["build"], context=context)
        .stream()
        .fetch_row_counts()
        .fetch_column_metadata()
    )
# [end:metadata]


# [start:artifacts]
@dg.op
def compile_orders_project(context: dg.OpExecutionContext, dbt: DbtCliResource):
    invocation = dbt.cli(["compile"], raise_on_error=False).wait()
    if not invocation.is_successful():
        context.log.warning(f"dbt compile failed: {invocation.get_error()}")
        return
    run_results = invocation.get_artifact("run_results.json")
    context.log.info(f"Compiled {len(run_results['results'])} nodes")
# [end:artifacts]
