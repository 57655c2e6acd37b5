from enum import Enum
from typing import Optional

import dagster as dg
from pydantic import Field


class Carrier(Enum):
    UPS = "ups"
    DHL = "dhl"
    POSTNL = "postnl"


class AddressFilter(dg.Config):
    country_code: str = Field(description="ISO 3166 alpha-2 code, such as NL")
    postal_prefix: Optional[str] = None


class ShipmentSyncConfig(dg.Config):
    carrier: Carrier = Carrier.UPS
    lookback_days: int = Field(default=3, ge=1, le=30, description="Days of shipments to re-read")
    warehouses: list[str] = ["ams-1"]
    destination: AddressFilter = AddressFilter(country_code="NL")


@dg.asset
def shipments(context: dg.AssetExecutionContext, config: ShipmentSyncConfig) -> None:
    context.log.info(
        f"Syncing {config.carrier.value} shipments for {config.warehouses} "
        f"over {config.lookback_days} days to {config.destination.country_code}"
    )


defs = dg.Definitions(assets=[shipments])
