import dagster as dg


@dg.asset
def raw_events() -> None:
    """Loads click events into the warehouse (the load itself is omitted)."""


@dg.asset
def raw_users() -> None:
    """Loads the users table into the warehouse."""


# `deps` accepts asset definitions, string keys, or AssetKey objects.
@dg.asset(deps=[raw_events, "raw_users"])
def sessionized_events() -> None:
    """Joins events to users inside the warehouse with SQL."""


@dg.asset(deps=[dg.AssetKey("sessionized_events")])
def engagement_report() -> None:
    """Builds a report table from the sessions."""


defs = dg.Definitions(assets=[raw_events, raw_users, sessionized_events, engagement_report])
