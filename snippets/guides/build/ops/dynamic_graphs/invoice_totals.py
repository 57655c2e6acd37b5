import re

import dagster as dg

# Stand-in for listing a bucket; the number of files changes from run to run.
INVOICE_AMOUNTS = {
    "2025-03-01/inv-001.csv": 120.0,
    "2025-03-01/inv-002.csv": 75.5,
    "2025-03-02/inv-003.csv": 310.25,
}


@dg.op(out=dg.DynamicOut())
def list_invoice_files():
    for path in INVOICE_AMOUNTS:
        # Mapping keys may only contain letters, digits, and underscores.
        mapping_key = re.sub(r"[^A-Za-z0-9_]", "_", path)
        yield dg.DynamicOutput(path, mapping_key=mapping_key)


@dg.op
def parse_invoice(context: dg.OpExecutionContext, path: str) -> float:
    context.log.info(f"Parsing {path} (copy {context.get_mapping_key()})")
    return INVOICE_AMOUNTS[path]


@dg.op
def sum_invoices(context: dg.OpExecutionContext, amounts: list) -> float:
    total = sum(amounts)
    context.log.info(f"{len(amounts)} invoices, {total} in total")
    return total


@dg.job
def invoice_totals_job():
    amounts = list_invoice_files().map(parse_invoice)
    sum_invoices(amounts.collect())


defs = dg.Definitions(jobs=[invoice_totals_job])
