import dagster as dg


class WarehouseResource(dg.ConfigurableResource):
    host: str
    port: int = 5432
    user: str
    password: str
    database: str

    def describe(self) -> str:
        # Never include the password in logs or metadata.
        return f"{self.user}@{self.host}:{self.port}/{self.database}"


@dg.asset
def warehouse_connection_check(
    context: dg.AssetExecutionContext, warehouse: WarehouseResource
) -> None:
    context.log.info(f"Using warehouse {warehouse.describe()}")


defs = dg.Definitions(
    assets=[warehouse_connection_check],
    resources={
        "warehouse": WarehouseResource(
            host=dg.EnvVar("WAREHOUSE_HOST"),
            port=dg.EnvVar.int("WAREHOUSE_PORT"),
            user=dg.EnvVar("WAREHOUSE_USER"),
            password=dg.EnvVar("WAREHOUSE_PASSWORD"),
            database="analytics",
        )
    },
)
