import dagster as dg

from my_project.sensors import closed_ticket_sensor


class FakeTicketAPI:
    """Stands in for TicketAPI: same method, no network."""

    def closed_ticket_ids(self, after_id: int) -> list[int]:
        return [ticket_id for ticket_id in [7, 8, 9] if ticket_id > after_id]


def test_requests_one_run_per_new_ticket():
    context = dg.build_sensor_context(cursor="7")
    run_requests = closed_ticket_sensor(context, tickets=FakeTicketAPI())

    assert [request.run_key for request in run_requests] == ["8", "9"]
    assert context.cursor == "9"
