import dagster as dg


# [start:get_dagster_logger]
def parse_rows(lines: list[str]) -> list[list[str]]:
    # Helper code with no context object can still log to the run.
    logger = dg.get_dagster_logger()
    rows = [line.split(",") for line in lines if line]
    logger.info(f"Parsed {len(rows)} rows, skipped {len(lines) - len(rows)} blank lines")
    return rows


@dg.asset
def shipments() -> list[list[str]]:
    return parse_rows(["id,carrier", "1,ups", "", "2,dhl"])
# [end:get_dagster_logger]


# [start:forked_pdb]
@dg.op
def reconcile_payments(context: dg.OpExecutionContext) -> int:
    unmatched = [p for p in [120, 75, 310] if p > 100]
    # Opens a debugger that works inside a step subprocess; its prompt appears in the
    # terminal that runs `dagster dev`.
    context.pdb.set_trace()
    return len(unmatched)
# [end:forked_pdb]
