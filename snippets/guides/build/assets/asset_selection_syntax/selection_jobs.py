import dagster as dg


@dg.asset(group_name="ingest", kinds={"python"}, owners=["team:platform"])
def raw_orders() -> None: ...


@dg.asset(group_name="ingest", kinds={"python"}, owners=["team:platform"], tags={"pii": ""})
def raw_customers() -> None: ...


@dg.asset(deps=[raw_orders, raw_customers], group_name="marts", kinds={"duckdb"})
def customer_orders() -> None: ...


@dg.asset(deps=[customer_orders], group_name="marts", kinds={"duckdb"}, tags={"tier": "gold"})
def lifetime_value() -> None: ...


@dg.asset(deps=[lifetime_value], group_name="reporting", owners=["ana.lima@example.com"])
def ltv_dashboard() -> None: ...


# Everything needed to rebuild the dashboard: the asset and all its ancestors.
dashboard_job = dg.define_asset_job("dashboard_job", selection='+key:"ltv_dashboard"')

# The ingest group and one layer of assets that read from it.
ingest_job = dg.define_asset_job("ingest_job", selection='group:"ingest"+1')

# Warehouse models, except the ones tagged as sensitive.
safe_duckdb_job = dg.define_asset_job(
    "safe_duckdb_job", selection='kind:"duckdb" and not tag:"pii"'
)

# The same selection as `dashboard_job`, written with the Python API.
dashboard_job_python = dg.define_asset_job(
    "dashboard_job_python", selection=dg.AssetSelection.assets("ltv_dashboard").upstream()
)

defs = dg.Definitions(
    assets=[raw_orders, raw_customers, customer_orders, lifetime_value, ltv_dashboard],
    jobs=[dashboard_job, ingest_job, safe_duckdb_job, dashboard_job_python],
)
