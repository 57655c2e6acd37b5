import dagster as dg


@dg.asset
def exchange_rates() -> dict:
    return {"EUR": 1.0, "USD": 1.08}


defs = dg.Definitions(assets=[exchange_rates])


# [start:asset_value_loader]
# Load stored asset values outside a run, for example in a notebook or a test.
with defs.get_asset_value_loader() as loader:
    rates = loader.load_asset_value("exchange_rates")
    print(rates["USD"])
# [end:asset_value_loader]
