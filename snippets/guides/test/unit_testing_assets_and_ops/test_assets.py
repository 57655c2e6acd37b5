from unittest import mock

import dagster as dg
from support_metrics.defs.assets import (
    BacklogConfig,
    HelpdeskClient,
    backlog_score,
    defs,
    open_tickets,
    priority_weights,
    stale_tickets,
    tickets_closed_per_day,
)

SAMPLE_TICKETS = [
    {"id": 101, "priority": "urgent", "age_days": 2},
    {"id": 102, "priority": "low", "age_days": 12},
    {"id": 103, "priority": "normal", "age_days": 9},
]


# [start:fake_resource]
class FakeHelpdesk(HelpdeskClient):
    """Answers from memory instead of calling the helpdesk API."""

    def get_tickets(self, status: str) -> list[dict]:
        return SAMPLE_TICKETS if status == "open" else []

    def count_closed_on(self, day: str) -> int:
        return {"2025-03-03": 17}.get(day, 0)


def fake_helpdesk() -> FakeHelpdesk:
    return FakeHelpdesk(api_url="http://helpdesk.invalid", api_token="not-a-token")
# [end:fake_resource]


# [start:test_no_arguments]
def test_priority_weights_rank_urgent_highest():
    weights = priority_weights()
    assert max(weights, key=weights.get) == "urgent"
# [end:test_no_arguments]


# [start:test_config]
def test_stale_tickets_uses_the_configured_age():
    stale = stale_tickets(config=BacklogConfig(stale_after_days=10), open_tickets=SAMPLE_TICKETS)
    assert [ticket["id"] for ticket in stale] == [102]
# [end:test_config]


# [start:test_resource]
def test_open_tickets_with_a_fake_client():
    assert open_tickets(helpdesk=fake_helpdesk()) == SAMPLE_TICKETS


def test_open_tickets_with_a_mock():
    helpdesk = mock.Mock(spec=HelpdeskClient)
    helpdesk.get_tickets.return_value = SAMPLE_TICKETS

    assert open_tickets(helpdesk=helpdesk) == SAMPLE_TICKETS
    helpdesk.get_tickets.assert_called_once_with(status="open")
# [end:test_resource]


# [start:test_context]
def test_backlog_score_weights_each_ticket():
    context = dg.build_asset_context()
    score = backlog_score(
        context,
        open_tickets=SAMPLE_TICKETS,
        priority_weights={"low": 1, "normal": 2, "high": 5, "urgent": 10},
    )
    assert score == 13
# [end:test_context]


# [start:test_partitioned]
def test_tickets_closed_per_day_reads_its_partition():
    context = dg.build_asset_context(partition_key="2025-03-03")
    assert tickets_closed_per_day(context, helpdesk=fake_helpdesk()) == 17
# [end:test_partitioned]


# [start:test_materialize]
def test_backlog_assets_materialize_together():
    result = dg.materialize_to_memory(
        [priority_weights, open_tickets, stale_tickets, backlog_score],
        resources={"helpdesk": fake_helpdesk()},
        run_config=dg.RunConfig(ops={"stale_tickets": BacklogConfig(stale_after_days=5)}),
    )
    assert result.success
    assert result.asset_value("backlog_score") == 13
    assert len(result.asset_value("stale_tickets")) == 2
# [end:test_materialize]


# [start:test_definitions]
def test_definitions_load():
    dg.Definitions.validate_loadable(defs)
# [end:test_definitions]
