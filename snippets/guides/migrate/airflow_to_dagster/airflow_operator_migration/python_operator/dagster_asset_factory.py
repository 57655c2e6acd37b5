import dagster as dg
from catalog_shared.sync import sync_supplier_catalog

SUPPLIERS = ["acme-tools", "northwind-garden", "bright-lighting"]


def build_supplier_asset(supplier: str) -> dg.AssetsDefinition:
    @dg.asset(
        key=["catalog", f"{supplier.replace('-', '_')}_products"],
        description=f"Product list of the supplier {supplier}",
        kinds={"python", "csv"},
    )
    def _supplier_products() -> dg.MaterializeResult:
        return dg.MaterializeResult(metadata={"product_count": sync_supplier_catalog(supplier)})

    return _supplier_products


supplier_assets = [build_supplier_asset(supplier) for supplier in SUPPLIERS]
