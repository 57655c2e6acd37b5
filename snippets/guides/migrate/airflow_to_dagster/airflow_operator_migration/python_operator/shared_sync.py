"""Shared by the Airflow DAG and the Dagster asset during the migration."""

import csv
import os
from pathlib import Path

import requests

CATALOG_DIR = Path(os.environ.get("CATALOG_DIR", "catalog"))


def sync_supplier_catalog(supplier: str, dry_run: bool = False) -> int:
    """Downloads a supplier's product list and writes it as CSV. Returns the product count."""
    response = requests.get(f"https://suppliers.example.com/{supplier}/products", timeout=60)
    response.raise_for_status()
    products = response.json()["products"]
    if not dry_run:
        CATALOG_DIR.mkdir(parents=True, exist_ok=True)
        with open(CATALOG_DIR / f"{supplier}.csv", "w", newline="") as out:
            writer = csv.DictWriter(out, fieldnames=["sku", "name", "price"])
            writer.writeheader()
            for product in products:
                writer.writerow({key: product[key] for key in ("sku", "name", "price")})
    return len(products)
