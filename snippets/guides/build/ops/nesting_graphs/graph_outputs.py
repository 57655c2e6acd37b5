import dagster as dg


@dg.op
def gross_amount() -> float:
    return 119.0


@dg.op(out={"net": dg.Out(float), "tax": dg.Out(float)})
def split_vat(gross: float):
    net = round(gross / 1.19, 2)
    return net, round(gross - net, 2)


@dg.graph(out={"net": dg.GraphOut(), "tax": dg.GraphOut()})
def vat_breakdown(gross):
    net, tax = split_vat(gross)
    return {"net": net, "tax": tax}


@dg.op
def book(context: dg.OpExecutionContext, amount: float) -> None:
    context.log.info(f"Booking {amount}")


@dg.job
def booking_job():
    net, tax = vat_breakdown(gross_amount())
    book.alias("book_net")(net)
    book.alias("book_tax")(tax)


defs = dg.Definitions(jobs=[booking_job])
