import dagster as dg
from support_metrics.defs.ops import (
    EscalationConfig,
    escalation_digest,
    fetch_escalations,
    format_digest,
)
from support_metrics_tests.test_assets import fake_helpdesk


def test_format_digest_lists_each_ticket():
    digest = format_digest([{"id": 7, "priority": "urgent"}])
    assert digest.splitlines() == ["Escalated tickets:", "#7 (urgent)"]


def test_fetch_escalations_filters_by_priority():
    context = dg.build_op_context()
    escalations = fetch_escalations(
        context,
        config=EscalationConfig(min_priority="urgent"),
        helpdesk=fake_helpdesk(),
    )
    assert [ticket["id"] for ticket in escalations] == [101]


def test_escalation_digest_job():
    result = escalation_digest.execute_in_process(
        resources={"helpdesk": fake_helpdesk()},
        run_config=dg.RunConfig(ops={"fetch_escalations": EscalationConfig(min_priority="normal")}),
    )
    assert result.success
    assert result.output_for_node("format_digest").count("#") == 2
