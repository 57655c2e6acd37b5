from datetime import date, timedelta

import dagster as dg
from pydantic import Field


class SalesWindowConfig(dg.Config):
    lookback_days: int = Field(default=7, description="How many days of sales to include.")
    region: str = Field(default="all", description="A region code, or `all`.")
    include_refunds: bool = False


@dg.asset
def recent_sales(context: dg.AssetExecutionContext, config: SalesWindowConfig) -> dict:
    start = date.today() - timedelta(days=config.lookback_days)
    context.log.info(
        f"Summarizing sales since {start} for region={config.region}, "
        f"refunds included: {config.include_refunds}"
    )
    return {"since": start.isoformat(), "region": config.region}


defs = dg.Definitions(assets=[recent_sales])
