import dagster as dg

from support_pipeline.defs.assets import raw_tickets
from support_pipeline.defs.resources import HelpdeskClient, ParquetStore


class StubHelpdeskClient(HelpdeskClient):
    """Returns fixed tickets instead of calling the API."""

    def fetch_tickets(self, updated_since: str) -> list[dict]:
        return [
            {"id": 1, "status": "open", "priority": "high"},
            {"id": 2, "status": "solved", "priority": "low"},
        ]


def test_raw_tickets_writes_every_ticket(tmp_path):
    result = dg.materialize(
        [raw_tickets],
        resources={
            "helpdesk": StubHelpdeskClient(base_url="unused", api_token="unused"),
            "store": ParquetStore(base_path=str(tmp_path)),
        },
    )

    assert result.success
    materialization = result.asset_materializations_for_node("raw_tickets")[0]
    assert materialization.metadata["rows"].value == 2
