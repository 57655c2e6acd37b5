import dagster as dg
from my_project.orders import daily_orders
from my_project.sales import regional_daily_sales


def test_one_day():
    result = dg.materialize([daily_orders], partition_key="2025-03-14")
    assert result.success
    assert result.output_for_node("daily_orders")[0]["day"] == "2025-03-14"


def test_one_day_in_one_region():
    key = dg.MultiPartitionKey({"date": "2025-03-14", "region": "emea"})
    result = dg.materialize([regional_daily_sales], partition_key=key)
    assert result.success
