import dagster as dg
import pandas as pd
import requests


class HelpdeskClient(dg.ConfigurableResource):
    """Reads tickets from the helpdesk's REST API."""

    base_url: str
    api_token: str

    def fetch_tickets(self, updated_since: str) -> list[dict]:
        response = requests.get(
            f"{self.base_url}/api/v2/tickets",
            params={"updated_since": updated_since},
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()["tickets"]


class ParquetStore(dg.ConfigurableResource):
    """Reads and writes tables as Parquet files under one base path."""

    base_path: str

    def _path(self, table: str) -> str:
        return f"{self.base_path.rstrip('/')}/{table}.parquet"

    def write(self, table: str, frame: pd.DataFrame) -> str:
        path = self._path(table)
        frame.to_parquet(path, index=False)
        return path

    def read(self, table: str) -> pd.DataFrame:
        return pd.read_parquet(self._path(table))
