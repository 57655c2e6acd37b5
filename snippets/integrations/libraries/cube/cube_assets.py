import dagster as dg
from dagster_cube import cube_resource


@dg.asset
def orders_rollup() -> None:
    """The warehouse table that the Cube data model reads."""


@dg.asset(deps=[orders_rollup], required_resource_keys={"cube"}, kinds={"cube"})
def cube_orders_pre_aggregations(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    # Ask Cube's Orchestration API to rebuild the pre-aggregations of the Orders cube.
    jobs = context.resources.cube.make_request(
        method="POST",
        endpoint="pre-aggregations/jobs",
        data={
            "action": "post",
            "selector": {
                "contexts": [{"securityContext": {}}],
                "timezones": ["UTC"],
                "cubes": ["Orders"],
            },
        },
    )
    if jobs is None:
        # make_request logs a failed request and returns None instead of raising.
        raise dg.Failure(description="Cube did not accept the pre-aggregation build request")
    return dg.MaterializeResult(metadata={"build_jobs": len(jobs)})


@dg.asset(deps=[cube_orders_pre_aggregations], required_resource_keys={"cube"}, kinds={"cube"})
def order_status_counts(context: dg.AssetExecutionContext) -> list[dict]:
    response = context.resources.cube.make_request(
        method="POST",
        endpoint="load",
        data={"query": {"measures": ["Orders.count"], "dimensions": ["Orders.status"]}},
    )
    if response is None:
        raise dg.Failure(description="Cube query failed; see the run logs for the error")
    return response["data"]


defs = dg.Definitions(
    assets=[orders_rollup, cube_orders_pre_aggregations, order_status_counts],
    resources={
        "cube": cube_resource.configured(
            {
                # Keep the trailing slash: endpoints are joined onto this URL.
                "instance_url": "https://acme-analytics.cubecloudapp.dev/cubejs-api/v1/",
                "api_key": {"env": "CUBE_API_KEY"},
            }
        )
    },
)
