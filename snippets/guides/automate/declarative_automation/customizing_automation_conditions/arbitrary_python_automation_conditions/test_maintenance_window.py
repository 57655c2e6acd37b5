from datetime import datetime, timezone

import dagster as dg

from my_project.conditions import InMaintenanceWindow


@dg.asset(automation_condition=~InMaintenanceWindow(1, 3))
def probe() -> None: ...


def requested_at(hour: int) -> int:
    result = dg.evaluate_automation_conditions(
        defs=[probe],
        instance=dg.DagsterInstance.ephemeral(),
        evaluation_time=datetime(2025, 4, 15, hour, 0, tzinfo=timezone.utc),
    )
    return result.get_num_requested(probe.key)


def test_not_requested_during_maintenance():
    assert requested_at(2) == 0


def test_requested_outside_maintenance():
    assert requested_at(12) == 1
