import dagster as dg


class WarehouseResource(dg.ConfigurableResource):
    host: str
    user: str
    password: str


@dg.asset
def shipment_totals(warehouse: WarehouseResource) -> None:
    """Aggregates shipments per carrier in the warehouse."""


defs = dg.Definitions(
    assets=[shipment_totals],
    resources={
        # The values come from environment variables that Kubernetes fills
        # from the Key Vault secrets mounted through the CSI driver.
        "warehouse": WarehouseResource(
            host=dg.EnvVar("WAREHOUSE_HOST"),
            user=dg.EnvVar("WAREHOUSE_USER"),
            password=dg.EnvVar("WAREHOUSE_PASSWORD"),
        ),
    },
)
