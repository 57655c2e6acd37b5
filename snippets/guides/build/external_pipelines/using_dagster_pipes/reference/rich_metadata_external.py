from dagster_pipes import open_dagster_pipes


def main() -> None:
    with open_dagster_pipes() as pipes:
        pipes.report_asset_materialization(
            metadata={
                "owner_note": {"raw_value": "Rebuilt after the schema change", "type": "text"},
                "dashboard": {"raw_value": "https://bi.example.com/orders", "type": "url"},
                "output_path": {"raw_value": "/data/orders/2025-04-01.parquet", "type": "path"},
                "summary": {"raw_value": "**3** late orders", "type": "md"},
                "columns": {"raw_value": ["order_id", "amount"], "type": "json"},
                "row_count": {"raw_value": 5120, "type": "int"},
                "null_ratio": {"raw_value": 0.002, "type": "float"},
                "deduplicated": {"raw_value": True, "type": "bool"},
                "source_table": {"raw_value": "raw/orders", "type": "asset"},
                "comment": {"raw_value": None, "type": "null"},
            }
        )


if __name__ == "__main__":
    main()
