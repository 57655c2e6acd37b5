import dagster as dg


@dg.asset
def delivery_delays() -> list[int]:
    promised = [3, 2, 4]
    actual = [5, 2, 4]
    delays = [a - p for a, p in zip(actual, promised)]
    # In-process execution runs in this Python process, so the
    # built-in breakpoint() works here.
    breakpoint()
    return delays


def test_delivery_delays():
    result = dg.materialize([delivery_delays])
    assert result.output_for_node("delivery_delays") == [2, 0, 0]
