import json
from pathlib import Path

import dagster as dg


@dg.asset
def product_catalog() -> dg.MaterializeResult:
    """Writes the product catalog to disk and reports what it wrote."""
    products = [{"sku": "A-100", "price": 4.5}, {"sku": "B-200", "price": 12.0}]
    path = Path("data/catalog.json")
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(products))
    return dg.MaterializeResult(
        metadata={
            "product_count": len(products),
            "path": dg.MetadataValue.path(str(path)),
        }
    )


defs = dg.Definitions(assets=[product_catalog])
