import dagster as dg


class WarehouseAPI(dg.ConfigurableResource):
    base_url: str

    def stock_levels(self) -> dict:
        # A real client would request f"{self.base_url}/stock" here.
        return {"A-100": 0, "B-200": 12}


@dg.op
def fetch_stock(warehouse_api: WarehouseAPI) -> dict:
    return warehouse_api.stock_levels()


@dg.op
def log_out_of_stock(context: dg.OpExecutionContext, stock: dict) -> None:
    empty = [sku for sku, quantity in stock.items() if quantity == 0]
    context.log.info(f"Out of stock: {empty}")


@dg.graph
def stock_check():
    log_out_of_stock(fetch_stock())


stock_check_local = stock_check.to_job(
    name="stock_check_local",
    resource_defs={"warehouse_api": WarehouseAPI(base_url="http://localhost:8080")},
)

stock_check_prod = stock_check.to_job(
    name="stock_check_prod",
    resource_defs={
        "warehouse_api": WarehouseAPI(base_url="https://warehouse.example.com")
    },
    tags={"environment": "prod"},
)

defs = dg.Definitions(jobs=[stock_check_local, stock_check_prod])
