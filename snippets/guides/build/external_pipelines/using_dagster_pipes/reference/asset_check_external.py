import time
from pathlib import Path

from dagster_pipes import open_dagster_pipes

MAX_AGE_SECONDS = 24 * 60 * 60


def main() -> None:
    with open_dagster_pipes() as pipes:
        summary = Path("order_summary.json")
        age = time.time() - summary.stat().st_mtime if summary.exists() else None
        pipes.report_asset_check(
            # A check-only step has no asset in scope, so name it explicitly.
            asset_key="order_summary",
            check_name="summary_is_fresh",
            passed=age is not None and age < MAX_AGE_SECONDS,
            metadata={"age_seconds": round(age) if age is not None else -1},
        )


if __name__ == "__main__":
    main()
