"""Minimal reproduction for a bug report.

Keep only the definitions needed to show the problem, then run:
    python minimal_repro.py
"""

import dagster as dg


@dg.asset
def raw_numbers() -> list[int]:
    return [1, 2, 3]


@dg.asset
def total(raw_numbers: list[int]) -> int:
    # Replace this body with the smallest code that triggers the bug.
    return sum(raw_numbers)


defs = dg.Definitions(assets=[raw_numbers, total])


if __name__ == "__main__":
    result = dg.materialize([raw_numbers, total])
    print("success:", result.success)
    print("total:", result.output_for_node("total"))
