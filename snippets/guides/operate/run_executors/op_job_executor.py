import dagster as dg


@dg.op
def read_stock_levels() -> dict[str, int]:
    return {"sku-1": 4, "sku-2": 0}


@dg.op
def flag_out_of_stock(context: dg.OpExecutionContext, levels: dict[str, int]) -> None:
    context.log.info(f"Out of stock: {[sku for sku, count in levels.items() if count == 0]}")


@dg.job(executor_def=dg.multiprocess_executor)
def stock_check_job():
    flag_out_of_stock(read_stock_levels())


defs = dg.Definitions(jobs=[stock_check_job])
