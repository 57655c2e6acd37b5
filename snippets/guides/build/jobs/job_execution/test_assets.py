import dagster as dg


@dg.asset
def numbers() -> list:
    return [3, 1, 2]


@dg.asset
def sorted_numbers(numbers: list) -> list:
    return sorted(numbers)


def test_assets():
    result = dg.materialize([numbers, sorted_numbers])
    assert result.success
    assert result.output_for_node("sorted_numbers") == [1, 2, 3]
