import dagster as dg
from billing.defs.checks import invoice_checks
from billing.defs.tables import billing_tables

# Load the tables without running any of their checks.
load_billing_tables = dg.define_asset_job(
    "load_billing_tables",
    selection=dg.AssetSelection.assets(billing_tables).without_checks(),
)

# Run every check that targets the billing tables, without loading them.
check_billing_tables = dg.define_asset_job(
    "check_billing_tables",
    selection=dg.AssetSelection.checks_for_assets(billing_tables),
)

# Run one specific check of the multi-asset check.
check_invoice_currency = dg.define_asset_job(
    "check_invoice_currency",
    selection=dg.AssetSelection.checks(dg.AssetCheckKey(dg.AssetKey("invoices"), "currency_is_set")),
)

# Load only the invoices table, with the checks on it.
load_invoices = dg.define_asset_job(
    "load_invoices",
    selection=dg.AssetSelection.assets("invoices"),
)

defs = dg.Definitions(
    assets=[billing_tables],
    asset_checks=[invoice_checks],
    jobs=[load_billing_tables, check_billing_tables, check_invoice_currency, load_invoices],
)
