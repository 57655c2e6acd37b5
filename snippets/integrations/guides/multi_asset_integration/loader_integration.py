import json
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

import dagster as dg
import requests


# [start:objects]
@dataclass(frozen=True)
class LoaderTable:
    """One table that a job of the loading service writes."""

    job_id: str
    schema: str
    name: str
    source_system: str


def read_loader_manifest(path: Path) -> list[LoaderTable]:
    """Reads the tables of every job from a manifest exported by the loading service."""
    manifest = json.loads(path.read_text())
    return [
        LoaderTable(
            job_id=job["id"],
            schema=table["schema"],
            name=table["name"],
            source_system=job["source"],
        )
        for job in manifest["jobs"]
        for table in job["tables"]
    ]
# [end:objects]


# [start:resource]
class LoaderResource(dg.ConfigurableResource):
    """Starts jobs on the loading service and waits for them."""

    base_url: str
    api_token: str
    poll_interval_seconds: float = 10.0

    def _request(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        response = requests.request(
            method,
            f"{self.base_url}/api/v1/{path}",
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=30,
            **kwargs,
        )
        response.raise_for_status()
        return response.json()

    def run_job(self, job_id: str, table_names: Sequence[str]) -> dict[str, int]:
        """Loads the named tables of a job and returns the rows loaded per table."""
        run = self._request("POST", f"jobs/{job_id}/runs", json={"tables": list(table_names)})
        while True:
            status = self._request("GET", f"runs/{run['id']}")
            if status["state"] == "succeeded":
                return status["rows_loaded"]
            if status["state"] == "failed":
                raise dg.Failure(description=f"Loader run {run['id']} failed: {status.get('error')}")
            time.sleep(self.poll_interval_seconds)
# [end:resource]


# [start:translator]
class LoaderTranslator:
    """Decides how each table of the loading service appears in Dagster."""

    def get_asset_spec(self, table: LoaderTable) -> dg.AssetSpec:
        return dg.AssetSpec(
            key=dg.AssetKey([table.schema, table.name]),
            group_name=f"loader_{table.job_id}",
            kinds={"loader"},
            tags={"source_system": table.source_system},
            metadata={
                "loader/job_id": table.job_id,
                "dagster/table_name": f"{table.schema}.{table.name}",
            },
        )
# [end:translator]


# [start:factory]
def build_loader_assets(
    *,
    job_id: str,
    tables: Sequence[LoaderTable],
    translator: Optional[LoaderTranslator] = None,
) -> dg.AssetsDefinition:
    """One multi-asset for a loader job, with one asset per table it writes."""
    translator = translator or LoaderTranslator()
    job_tables = [table for table in tables if table.job_id == job_id]
    specs = [translator.get_asset_spec(table) for table in job_tables]
    table_by_key = {spec.key: table for spec, table in zip(specs, job_tables)}

    @dg.multi_asset(name=f"loader_{job_id}", specs=specs, can_subset=True)
    def _loader_job(
        context: dg.AssetExecutionContext, loader: LoaderResource
    ) -> Iterator[dg.MaterializeResult]:
        selected = [table_by_key[key] for key in context.selected_asset_keys]
        rows_loaded = loader.run_job(job_id, [table.name for table in selected])
        for table in selected:
            yield dg.MaterializeResult(
                asset_key=translator.get_asset_spec(table).key,
                metadata={"dagster/row_count": rows_loaded.get(table.name, 0)},
            )

    return _loader_job
# [end:factory]
