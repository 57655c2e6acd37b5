from dagster_pipes import open_dagster_pipes

ORDERS = [
    {"order_id": 1001, "item": "kettle", "amount": 39.90},
    {"order_id": 1002, "item": "toaster", "amount": 54.00},
    {"order_id": 1003, "item": "kettle", "amount": -39.90},
]


def main() -> None:
    with open_dagster_pipes() as pipes:
        revenue = round(sum(order["amount"] for order in ORDERS), 2)
        negative = [order["order_id"] for order in ORDERS if order["amount"] < 0]

        pipes.report_asset_materialization(metadata={"revenue": revenue})
        pipes.report_asset_check(
            check_name="no_negative_amounts",
            passed=not negative,
            severity="WARN",
            metadata={"negative_order_ids": {"raw_value": negative, "type": "json"}},
        )


if __name__ == "__main__":
    main()
