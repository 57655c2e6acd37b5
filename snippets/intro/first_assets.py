import dagster as dg


@dg.asset
def signups() -> list[dict]:
    """New accounts, one record per sign-up."""
    return [
        {"user_id": 1, "plan": "free"},
        {"user_id": 2, "plan": "pro"},
        {"user_id": 3, "plan": "pro"},
    ]


@dg.asset
def signups_by_plan(signups: list[dict]) -> dict[str, int]:
    """Number of new accounts on each plan."""
    counts: dict[str, int] = {}
    for record in signups:
        counts[record["plan"]] = counts.get(record["plan"], 0) + 1
    return counts


defs = dg.Definitions(assets=[signups, signups_by_plan])
