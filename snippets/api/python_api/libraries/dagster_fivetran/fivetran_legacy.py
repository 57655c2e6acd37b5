import dagster as dg
from dagster_fivetran import FivetranResource, build_fivetran_assets

# [start:build_fivetran_assets]
fivetran = FivetranResource(
    api_key=dg.EnvVar("FIVETRAN_API_KEY"),
    api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
)

# Lists the destination tables by hand instead of reading them from the API.
billing_assets = build_fivetran_assets(
    connector_id="billing_stripe",
    destination_tables=["stripe.invoices", "stripe.charges"],
    poll_timeout=1800,
    group_name="billing",
)

defs = dg.Definitions(assets=billing_assets, resources={"fivetran": fivetran})
# [end:build_fivetran_assets]
