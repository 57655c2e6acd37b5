import dagster as dg

# A table that another system loads. Dagster records it in the graph but
# does not compute it.
crm_accounts = dg.AssetSpec(
    key=["crm", "accounts"],
    description="Accounts synced nightly by the CRM vendor.",
    group_name="crm",
)


@dg.asset(deps=[crm_accounts], group_name="sales")
def active_accounts() -> None:
    """Filters the vendor table down to accounts with an open contract."""


defs = dg.Definitions(assets=[crm_accounts, active_accounts])
