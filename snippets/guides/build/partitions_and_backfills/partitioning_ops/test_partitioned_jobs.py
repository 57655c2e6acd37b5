from my_project.configured_exports import configured_export_job
from my_project.exports import daily_export_job


def test_one_day_of_exports():
    result = daily_export_job.execute_in_process(partition_key="2025-03-14")
    assert result.success


def test_partitioned_config_for_one_day():
    # The run config is generated from the partition by export_window_config.
    result = configured_export_job.execute_in_process(partition_key="2025-03-14")
    assert result.success
