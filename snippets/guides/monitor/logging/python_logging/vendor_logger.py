import logging

import dagster as dg

vendor_log = logging.getLogger("shop.vendor_sync")


def fetch_vendor_prices() -> dict[str, float]:
    vendor_log.info("Requesting the price list from the vendor")
    prices = {"sku-1": 4.5, "sku-2": 12.0}
    vendor_log.debug(f"Received {len(prices)} prices")
    return prices


@dg.asset
def vendor_prices() -> dict[str, float]:
    return fetch_vendor_prices()


defs = dg.Definitions(assets=[vendor_prices])
