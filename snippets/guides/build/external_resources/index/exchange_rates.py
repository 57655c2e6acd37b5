import dagster as dg
import requests


class ExchangeRatesAPI(dg.ConfigurableResource):
    """Reads currency exchange rates from the Frankfurter API."""

    base_url: str = "https://api.frankfurter.app"
    timeout_seconds: float = 10.0

    def latest(self, base_currency: str) -> dict:
        response = requests.get(
            f"{self.base_url}/latest",
            params={"from": base_currency},
            timeout=self.timeout_seconds,
        )
        response.raise_for_status()
        return response.json()


@dg.asset
def usd_exchange_rates(rates_api: ExchangeRatesAPI) -> dict:
    """Today's exchange rates for one US dollar."""
    return rates_api.latest("USD")["rates"]


@dg.asset
def strongest_currencies(usd_exchange_rates: dict) -> list:
    """The five currencies with the lowest rate against the dollar."""
    return sorted(usd_exchange_rates, key=usd_exchange_rates.get)[:5]


defs = dg.Definitions(
    assets=[usd_exchange_rates, strongest_currencies],
    resources={"rates_api": ExchangeRatesAPI(timeout_seconds=5.0)},
)
