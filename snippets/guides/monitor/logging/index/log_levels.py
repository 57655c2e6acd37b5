import dagster as dg


@dg.asset
def support_ticket_summary(context: dg.AssetExecutionContext) -> dict[str, int]:
    tickets = [
        {"id": 101, "priority": "high", "open": True},
        {"id": 102, "priority": "low", "open": False},
        {"id": 103, "priority": "high", "open": True},
    ]
    context.log.debug(f"Fetched raw tickets: {tickets}")
    open_high = sum(1 for t in tickets if t["open"] and t["priority"] == "high")
    context.log.info(f"{open_high} high-priority tickets are open")
    if open_high > 1:
        context.log.warning("More than one high-priority ticket is open")
    return {"open_high": open_high}


defs = dg.Definitions(assets=[support_ticket_summary])
