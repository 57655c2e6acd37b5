import dagster as dg


@dg.op
def read_rows() -> list:
    # Stand-in for reading a file or calling an API.
    return [
        {"sku": "A-100", "quantity": "3"},
        {"sku": "B-200", "quantity": "n/a"},
        {"sku": "C-300", "quantity": "5"},
    ]


@dg.op(
    ins={"rows": dg.In(description="Raw rows from the source file")},
    out={
        "valid": dg.Out(description="Rows whose quantity is a whole number"),
        "rejected": dg.Out(description="Rows that failed validation"),
    },
)
def split_rows(context: dg.OpExecutionContext, rows: list):
    valid = [row for row in rows if row["quantity"].isdigit()]
    rejected = [row for row in rows if not row["quantity"].isdigit()]
    context.log.info(f"{len(valid)} valid rows, {len(rejected)} rejected")
    return valid, rejected


@dg.op
def total_quantity(valid: list) -> int:
    return sum(int(row["quantity"]) for row in valid)


@dg.op
def report_rejects(context: dg.OpExecutionContext, rejected: list) -> None:
    for row in rejected:
        context.log.warning(f"Rejected row for SKU {row['sku']}")


@dg.job
def inventory_job():
    valid, rejected = split_rows(read_rows())
    total_quantity(valid)
    report_rejects(rejected)


defs = dg.Definitions(jobs=[inventory_job])
