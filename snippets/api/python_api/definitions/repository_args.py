import dagster as dg


@dg.asset
def invoices() -> None: ...


@dg.asset
def payments() -> None: ...


# Two named repositories in one module, each built from Definitions-style arguments.
billing_repo = dg.create_repository_using_definitions_args(name="billing", assets=[invoices])
payments_repo = dg.create_repository_using_definitions_args(name="payments", assets=[payments])
