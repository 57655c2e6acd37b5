import time

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

    # The builds run in Cube after the request returns: poll their status by token.
    deadline = time.monotonic() + 30 * 60
    while True:
        statuses = context.resources.cube.make_request(
            method="POST",
            endpoint="pre-aggregations/jobs",
            data={"action": "get", "resType": "object", "tokens": jobs},
        )
        if statuses is None:
            raise dg.Failure(description="Could not read the build status from Cube")
        states = [job["status"] for job in statuses.values()]
        failed = [s for s in states if s.startswith("failure") or s == "missing_partition"]
        if failed:
            raise dg.Failure(description=f"Pre-aggregation builds failed: {failed}")
        if all(s == "done" for s in states):
            break
        if time.monotonic() > deadline:
            raise dg.Failure(description=f"Builds not done after 30 minutes: {states}")
        time.sleep(15)
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
