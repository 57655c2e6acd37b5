import json
from pathlib import Path

ORDERS = [
    {"order_id": 1001, "item": "kettle", "amount": 39.90},
    {"order_id": 1002, "item": "toaster", "amount": 54.00},
    {"order_id": 1003, "item": "kettle", "amount": 39.90},
]


def main() -> None:
    revenue = round(sum(order["amount"] for order in ORDERS), 2)
    summary = {"orders": len(ORDERS), "revenue": revenue}
    Path("order_summary.json").write_text(json.dumps(summary))
    print(f"Summarized {len(ORDERS)} orders, revenue {revenue}")


if __name__ == "__main__":
    main()
