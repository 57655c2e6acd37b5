import hashlib
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
        revenue = round(sum(order["amount"] for order in ORDERS), 2)
        payload = json.dumps({"orders": len(ORDERS), "revenue": revenue})
        output = Path("order_summary.json").resolve()
        output.write_text(payload)

        pipes.report_asset_materialization(
            metadata={
                # Plain values: Dagster infers the metadata type.
                "orders": len(ORDERS),
                "revenue": revenue,
                # Explicit type: the UI renders the value as a file path.
                "output_file": {"raw_value": str(output), "type": "path"},
            },
            # A data version lets Dagster tell when the content really changed.
            data_version=hashlib.sha256(payload.encode()).hexdigest()[:12],
        )


if __name__ == "__main__":
    main()
