from datetime import datetime

import pytest

import dagster as dg
from billing.defs.jobs import (
    export_daily_invoices,
    invoice_export_config,
    region_config,
)


# [start:call_config]
def test_config_covers_one_day():
    run_config = invoice_export_config(datetime(2025, 3, 1), datetime(2025, 3, 2))
    window = run_config["ops"]["export_invoices"]["config"]
    assert window == {"start_date": "2025-03-01", "end_date": "2025-03-02"}
# [end:call_config]


# [start:validate]
def test_generated_config_is_valid_for_the_job():
    run_config = invoice_export_config(datetime(2025, 3, 1), datetime(2025, 3, 2))
    assert dg.validate_run_config(export_daily_invoices, run_config)


def test_misspelled_op_name_is_rejected():
    bad_config = {"ops": {"export_invoice": {"config": {"start_date": "x", "end_date": "y"}}}}
    with pytest.raises(dg.DagsterInvalidConfigError):
        dg.validate_run_config(export_daily_invoices, bad_config)
# [end:validate]


# [start:keys]
def test_partition_keys_start_on_the_first_of_january():
    keys = invoice_export_config.get_partition_keys()
    assert keys[0] == "2025-01-01"


def test_config_for_a_partition_key():
    run_config = invoice_export_config.get_run_config_for_partition_key("2025-02-28")
    window = run_config["ops"]["export_invoices"]["config"]
    assert window["end_date"] == "2025-03-01"


def test_static_config_for_each_region():
    assert region_config.get_partition_keys() == ["eu", "uk", "us"]
    uk = region_config.get_run_config_for_partition_key("uk")
    assert uk["ops"]["close_books"]["config"]["currency"] == "GBP"
# [end:keys]


# [start:execute]
def test_export_runs_for_one_partition():
    result = export_daily_invoices.execute_in_process(partition_key="2025-03-01")
    assert result.success
    assert result.output_for_node("export_invoices") == 42
    assert result.dagster_run.tags["dagster/partition"] == "2025-03-01"
# [end:execute]
