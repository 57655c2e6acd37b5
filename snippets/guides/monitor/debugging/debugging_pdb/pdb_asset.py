import dagster as dg


@dg.asset
def late_deliveries(context: dg.AssetExecutionContext) -> int:
    deliveries = [
        {"order": "A-1", "promised_day": 3, "actual_day": 5},
        {"order": "A-2", "promised_day": 2, "actual_day": 2},
    ]
    # Execution stops here; the prompt appears in the terminal that runs Dagster.
    context.pdb.set_trace()
    late = [d for d in deliveries if d["actual_day"] > d["promised_day"]]
    return len(late)


defs = dg.Definitions(assets=[late_deliveries])
