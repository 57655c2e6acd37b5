import dagster as dg


# [start:return]
@dg.op
def order_count() -> int:
    # A plain return value becomes the op's single output, named "result".
    return 128
# [end:return]


# [start:output_object]
@dg.op
def cleaned_orders(context: dg.OpExecutionContext) -> dg.Output[list]:
    orders = [{"id": 1, "amount": 42.0}, {"id": 2, "amount": 17.5}]
    return dg.Output(
        orders,
        metadata={
            "row_count": len(orders),
            "source": dg.MetadataValue.url("https://erp.example.com/orders"),
        },
    )
# [end:output_object]


# [start:yield_outputs]
@dg.op(out={"header": dg.Out(list), "rows": dg.Out(list)})
def parse_csv_text():
    lines = ["sku,quantity", "A-100,3", "B-200,7"]
    yield dg.Output(lines[0].split(","), output_name="header")
    yield dg.Output([line.split(",") for line in lines[1:]], output_name="rows")
# [end:yield_outputs]


# [start:add_output_metadata]
@dg.op
def deduplicated(context: dg.OpExecutionContext, orders: list) -> list:
    unique = list({order["id"]: order for order in orders}.values())
    context.add_output_metadata({"duplicates_removed": len(orders) - len(unique)})
    return unique
# [end:add_output_metadata]


@dg.job
def outputs_job():
    order_count()
    deduplicated(cleaned_orders())
    parse_csv_text()


defs = dg.Definitions(jobs=[outputs_job])
