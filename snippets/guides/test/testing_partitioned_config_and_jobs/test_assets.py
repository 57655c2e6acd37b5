import dagster as dg
from billing.defs.assets import defs, monthly_revenue, monthly_revenue_report


def test_one_month_materializes():
    result = dg.materialize_to_memory(
        [monthly_revenue, monthly_revenue_report],
        partition_key="2025-02-01",
    )
    assert result.success
    assert result.asset_value("monthly_revenue_report") == "Revenue: 1250.00 EUR"


def test_month_end_job_for_one_partition():
    job = defs.get_job_def("month_end_job")
    result = job.execute_in_process(partition_key="2025-02-01")
    assert result.success
    assert len(result.get_asset_materialization_events()) == 2
    assert result.dagster_run.tags["dagster/partition"] == "2025-02-01"
