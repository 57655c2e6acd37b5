import hashlib
from pathlib import Path

import dagster as dg

CUSTOMERS_EXPORT = Path("/data/exports/customers.csv")


# [start:data_version]
# Observe a file that another system writes: its content hash is the data version.
@dg.observable_source_asset
def customers_export() -> dg.DataVersion:
    digest = hashlib.sha256(CUSTOMERS_EXPORT.read_bytes()).hexdigest()
    return dg.DataVersion(digest)


# Report the data version of a materialized asset yourself, here the row count.
@dg.asset(deps=[customers_export], code_version="v2")
def active_customers() -> dg.MaterializeResult:
    rows = [
        line
        for line in CUSTOMERS_EXPORT.read_text().splitlines()[1:]
        if line.endswith(",active")
    ]
    return dg.MaterializeResult(
        metadata={"row_count": len(rows)},
        data_version=dg.DataVersion(str(len(rows))),
    )


defs = dg.Definitions(assets=[customers_export, active_customers])
# [end:data_version]
