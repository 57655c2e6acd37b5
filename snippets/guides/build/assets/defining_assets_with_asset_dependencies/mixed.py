import dagster as dg


@dg.asset
def exchange_rates() -> dict[str, float]:
    """A small value that downstream code needs in memory."""
    return {"EUR": 1.08, "GBP": 1.27}


@dg.asset
def invoices_table() -> None:
    """A large table that stays in the warehouse."""


# `exchange_rates` arrives as a loaded value; `invoices_table` only orders
# the execution and draws the edge in the graph.
@dg.asset(deps=[invoices_table])
def invoices_in_usd(exchange_rates: dict[str, float]) -> dg.MaterializeResult:
    converted = len(exchange_rates)  # stand-in for an UPDATE statement per currency
    return dg.MaterializeResult(metadata={"currencies_converted": converted})


defs = dg.Definitions(assets=[exchange_rates, invoices_table, invoices_in_usd])
