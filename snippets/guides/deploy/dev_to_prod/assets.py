from datetime import datetime, timedelta, timezone

import dagster as dg
import pandas as pd

from support_pipeline.defs.resources import HelpdeskClient, ParquetStore


@dg.asset
def raw_tickets(helpdesk: HelpdeskClient, store: ParquetStore) -> dg.MaterializeResult:
    """Tickets updated in the last day, as returned by the helpdesk API."""
    since = (datetime.now(timezone.utc) - timedelta(days=1)).isoformat()
    tickets = pd.DataFrame(helpdesk.fetch_tickets(updated_since=since))
    path = store.write("raw_tickets", tickets)
    return dg.MaterializeResult(metadata={"rows": len(tickets), "path": path})


@dg.asset(deps=[raw_tickets])
def open_tickets_by_priority(store: ParquetStore) -> dg.MaterializeResult:
    """How many open tickets each priority level has."""
    tickets = store.read("raw_tickets")
    summary = (
        tickets[tickets["status"] == "open"]
        .groupby("priority")
        .size()
        .reset_index(name="open_tickets")
    )
    path = store.write("open_tickets_by_priority", summary)
    return dg.MaterializeResult(metadata={"priorities": len(summary), "path": path})
