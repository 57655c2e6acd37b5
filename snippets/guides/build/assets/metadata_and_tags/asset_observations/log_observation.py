import dagster as dg

legacy_ledger = dg.AssetSpec(["finance", "legacy_ledger"], group_name="finance")


@dg.asset(deps=[legacy_ledger], group_name="finance")
def ledger_snapshot(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    row_count = 48_210  # stand-in for SELECT COUNT(*) on the legacy table
    oldest_open_entry = "2024-11-03"

    # Record what was seen in the upstream table without claiming it changed.
    context.log_event(
        dg.AssetObservation(
            asset_key=legacy_ledger.key,
            metadata={
                "row_count": row_count,
                "oldest_open_entry": dg.MetadataValue.text(oldest_open_entry),
            },
        )
    )
    return dg.MaterializeResult(metadata={"rows_copied": row_count})


defs = dg.Definitions(assets=[legacy_ledger, ledger_snapshot])
