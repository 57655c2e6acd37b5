import dagster as dg

from my_project.definitions import raw_orders, revenue_by_customer


def test_revenue_without_touching_disk():
    result = dg.materialize(
        [raw_orders, revenue_by_customer],
        resources={"io_manager": dg.InMemoryIOManager()},
    )
    assert result.success
    assert result.output_for_node("revenue_by_customer") == {"ana": 50.25, "ben": 17.5}
