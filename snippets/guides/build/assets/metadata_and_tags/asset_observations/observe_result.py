import os

import dagster as dg

EXPORT_PATH = "/mnt/exports/erp_inventory.parquet"


@dg.observable_source_asset(group_name="erp")
def erp_inventory_export() -> dg.ObserveResult:
    """A file the ERP system rewrites; each observation records its state."""
    stat = os.stat(EXPORT_PATH)
    return dg.ObserveResult(
        data_version=dg.DataVersion(str(int(stat.st_mtime))),
        metadata={
            "size_bytes": stat.st_size,
            "modified_at": dg.MetadataValue.timestamp(stat.st_mtime),
        },
    )


defs = dg.Definitions(assets=[erp_inventory_export])
