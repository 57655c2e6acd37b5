import json
from pathlib import Path

from dagster_pipes import open_dagster_pipes

ORDERS = [
    {"order_id": 1001, "item": "kettle", "amount": 39.90},
    {"order_id": 1002, "item": "toaster", "amount": 54.00},
    {"order_id": 1003, "item": "kettle", "amount": 39.90},
]


def main() -> None:
    with open_dagster_pipes() as pipes:
        pipes.log.info(f"Summarizing orders for run {pipes.run_id}")
        revenue = round(sum(order["amount"] for order in ORDERS), 2)
        Path("order_summary.json").write_text(
            json.dumps({"orders": len(ORDERS), "revenue": revenue})
        )
        pipes.log.info(f"Wrote the summary of {len(ORDERS)} orders")


if __name__ == "__main__":
    main()
