import dagster as dg
from catalog_shared.sync import sync_supplier_catalog


@dg.asset(
    key=["catalog", "acme_tools_products"],
    description="Product list of the supplier ACME Tools",
    kinds={"python", "csv"},
)
def acme_tools_products(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    product_count = sync_supplier_catalog(supplier="acme-tools", dry_run=False)
    context.log.info(f"Synced {product_count} products")
    return dg.MaterializeResult(metadata={"product_count": product_count})
