import dagster as dg


@dg.asset
def invoices() -> None: ...


@dg.asset_check(asset="invoices")
def invoices_have_totals() -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=True)


@dg.asset_check(asset="invoices")
def invoices_not_duplicated() -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=True)


# Collects both checks defined in this file.
defs = dg.Definitions(assets=[invoices], asset_checks=dg.load_asset_checks_from_current_module())
