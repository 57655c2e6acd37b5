import json
import os
from typing import Any

import dagster as dg
import requests


# [start:resource]
class TicketingResource(dg.ConfigurableResource):
    """A client for the support ticketing system's REST API."""

    base_url: str
    api_token: str

    def closed_tickets(self, day: str) -> list[dict[str, Any]]:
        response = requests.get(
            f"{self.base_url}/tickets",
            params={"status": "closed", "closed_on": day},
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()["tickets"]


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def closed_tickets(
    context: dg.AssetExecutionContext, ticketing: TicketingResource
) -> list[dict[str, Any]]:
    return ticketing.closed_tickets(day=context.partition_key)
# [end:resource]


# [start:io_manager]
class JsonFileIOManager(dg.ConfigurableIOManager):
    """Stores each asset value as a JSON file and reads it back for downstream assets."""

    base_dir: str

    def _path(self, context: dg.OutputContext | dg.InputContext) -> str:
        parts = context.asset_key.path
        # asset_partition_key is the partition stored, or the upstream partition loaded.
        if context.has_asset_partitions:
            parts = [*parts, context.asset_partition_key]
        return f"{self.base_dir}/{'/'.join(parts)}.json"

    def handle_output(self, context: dg.OutputContext, obj: Any) -> None:
        path = self._path(context)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump(obj, f)

    def load_input(self, context: dg.InputContext) -> Any:
        with open(self._path(context)) as f:
            return json.load(f)
# [end:io_manager]


defs = dg.Definitions(
    assets=[closed_tickets],
    resources={
        "ticketing": TicketingResource(
            base_url="https://support.acme.com/api/v2",
            api_token=dg.EnvVar("TICKETING_API_TOKEN"),
        ),
        "io_manager": JsonFileIOManager(base_dir="/data/dagster"),
    },
)
