import dagster as dg
import requests
from pydantic import PrivateAttr


class InventoryAPI(dg.ConfigurableResource):
    base_url: str
    api_key: str

    # Private attributes are not config: they hold state for one run.
    _session: requests.Session = PrivateAttr()
    _calls: int = PrivateAttr(default=0)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._session = requests.Session()
        self._session.headers["X-Api-Key"] = self.api_key
        context.log.info(f"Opened a session to {self.base_url}")

    def teardown_after_execution(self, context: dg.InitResourceContext) -> None:
        self._session.close()
        context.log.info(f"Closed the session after {self._calls} calls")

    def stock_level(self, sku: str) -> int:
        self._calls += 1
        response = self._session.get(f"{self.base_url}/stock/{sku}", timeout=10)
        response.raise_for_status()
        return response.json()["quantity"]


@dg.asset
def stock_levels(inventory: InventoryAPI) -> dict[str, int]:
    return {sku: inventory.stock_level(sku) for sku in ["SKU-100", "SKU-200", "SKU-300"]}


defs = dg.Definitions(
    assets=[stock_levels],
    resources={
        "inventory": InventoryAPI(
            base_url="https://inventory.example.com/api",
            api_key=dg.EnvVar("INVENTORY_API_KEY"),
        )
    },
)
