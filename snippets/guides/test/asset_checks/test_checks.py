import pandas as pd

import dagster as dg
from shipping.defs.checks import (
    carrier_invoice_lines,
    shipment_ids_are_unique,
    shipments,
)


def test_unique_ids_check_fails_on_duplicates():
    data = pd.DataFrame({"shipment_id": ["S-1", "S-2", "S-2"]})
    result = shipment_ids_are_unique(data)
    assert not result.passed


def test_failed_blocking_check_stops_invoicing(monkeypatch):
    duplicated = pd.DataFrame({"shipment_id": ["S-1", "S-1"]})
    monkeypatch.setattr(pd, "read_csv", lambda path: duplicated)

    result = dg.materialize(
        [shipments, carrier_invoice_lines, shipment_ids_are_unique],
        raise_on_error=False,
    )

    assert not result.success
    [evaluation] = result.get_asset_check_evaluations()
    assert evaluation.check_name == "shipment_ids_are_unique"
    assert not evaluation.passed
    materialized = {event.asset_key for event in result.get_asset_materialization_events()}
    assert dg.AssetKey("carrier_invoice_lines") not in materialized
