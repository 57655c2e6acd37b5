import time

import dagster as dg
import requests
from pydantic import PrivateAttr


class PartnerAPI(dg.ConfigurableResource):
    """Calls an API that uses the OAuth 2.0 client credentials flow."""

    token_url: str
    base_url: str
    client_id: str
    client_secret: str
    scope: str = "reports:read"

    _access_token: str = PrivateAttr(default="")
    _expires_at: float = PrivateAttr(default=0.0)

    def _fetch_token(self) -> None:
        response = requests.post(
            self.token_url,
            data={"grant_type": "client_credentials", "scope": self.scope},
            auth=(self.client_id, self.client_secret),
            timeout=10,
        )
        response.raise_for_status()
        payload = response.json()
        self._access_token = payload["access_token"]
        # Refresh a minute early so a request never carries an expired token.
        self._expires_at = time.monotonic() + payload.get("expires_in", 3600) - 60

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._fetch_token()

    def get(self, path: str) -> dict:
        if time.monotonic() >= self._expires_at:
            self._fetch_token()
        response = requests.get(
            f"{self.base_url}{path}",
            headers={"Authorization": f"Bearer {self._access_token}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()


@dg.asset
def partner_invoices(partner_api: PartnerAPI) -> list[dict]:
    return partner_api.get("/v1/invoices")["items"]


defs = dg.Definitions(
    assets=[partner_invoices],
    resources={
        "partner_api": PartnerAPI(
            token_url="https://auth.partner.example.com/oauth/token",
            base_url="https://api.partner.example.com",
            client_id=dg.EnvVar("PARTNER_CLIENT_ID"),
            client_secret=dg.EnvVar("PARTNER_CLIENT_SECRET"),
        )
    },
)
