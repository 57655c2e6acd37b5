import dagster as dg


@dg.asset(
    key_prefix=["finance", "reporting"],
    group_name="finance",
    description="Revenue per region for the current quarter.",
    owners=["ana.lima@example.com", "team:finance-data"],
    tags={"domain": "finance", "tier": "gold"},
    kinds={"python", "duckdb"},
    metadata={"source_system": "billing", "refresh": "daily"},
    code_version="2",
)
def quarterly_revenue() -> dict[str, float]:
    return {"emea": 120_500.0, "amer": 210_250.0, "apac": 98_730.0}


# `key` sets the complete asset key in one argument. You can't combine it
# with `name` or `key_prefix`.
@dg.asset(key=["finance", "reporting", "revenue_targets"], group_name="finance")
def targets() -> dict[str, float]:
    return {"emea": 125_000.0, "amer": 200_000.0, "apac": 100_000.0}


defs = dg.Definitions(assets=[quarterly_revenue, targets])
