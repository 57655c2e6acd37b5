import dagster as dg


class LowStockConfig(dg.Config):
    warehouse: str
    minimum_quantity: int = 1


@dg.op
def low_stock_skus(context: dg.OpExecutionContext, config: LowStockConfig) -> list:
    stock = {"A-100": 0, "B-200": 12, "C-300": 2}
    low = [sku for sku, quantity in stock.items() if quantity < config.minimum_quantity]
    context.log.info(
        f"{config.warehouse}: {len(low)} SKUs below {config.minimum_quantity} units"
    )
    return low


# The job carries default config, which you can override in the launchpad.
@dg.job(
    config=dg.RunConfig(
        ops={"low_stock_skus": LowStockConfig(warehouse="berlin", minimum_quantity=5)}
    )
)
def low_stock_job():
    low_stock_skus()


defs = dg.Definitions(jobs=[low_stock_job])
