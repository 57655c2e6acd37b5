import dagster as dg

# [start:asset_spec]
# Tables that another system loads: Dagster shows them in the graph but does not build them.
crm_accounts = dg.AssetSpec(
    key=["crm", "accounts"],
    description="Accounts synced from the CRM every hour.",
    group_name="crm",
    owners=["sales-ops@example.com"],
    kinds={"postgres"},
)


@dg.asset(deps=[crm_accounts])
def active_accounts() -> None: ...
# [end:asset_spec]


# [start:spec_attributes]
base_spec = dg.AssetSpec("weather_readings", tags={"domain": "weather"})

# replace_attributes overwrites the given fields.
renamed = base_spec.replace_attributes(key=["raw", "weather_readings"], group_name="raw")

# merge_attributes adds to the existing mappings and lists.
annotated = renamed.merge_attributes(tags={"tier": "bronze"}, metadata={"station_count": 42})

# with_io_manager_key tells downstream assets which I/O manager loads this asset.
loadable = annotated.with_io_manager_key("parquet_io_manager")
# [end:spec_attributes]


# [start:map_asset_specs]
@dg.multi_asset(specs=[dg.AssetSpec("stations"), dg.AssetSpec("readings")])
def weather_tables() -> None: ...


# Give every asset the same owner, whether it is a spec or part of an asset definition.
owned = dg.map_asset_specs(
    lambda spec: spec.merge_attributes(owners=["team:climate"]),
    [weather_tables, crm_accounts],
)
# [end:map_asset_specs]


defs = dg.Definitions(assets=[*owned, active_accounts, loadable])
