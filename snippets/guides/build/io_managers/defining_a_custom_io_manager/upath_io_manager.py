import json
from typing import Any

import dagster as dg
from upath import UPath


class JsonUPathIOManager(dg.UPathIOManager):
    """JSON files on any filesystem that universal-pathlib supports."""

    extension: str = ".json"

    def dump_to_path(self, context: dg.OutputContext, obj: Any, path: UPath) -> None:
        with path.open("w") as f:
            json.dump(obj, f)

    def load_from_path(self, context: dg.InputContext, path: UPath) -> Any:
        with path.open("r") as f:
            return json.load(f)


class JsonIOManagerFactory(dg.ConfigurableIOManagerFactory):
    """Dagster config for the UPath-based I/O manager above."""

    base_path: str

    def create_io_manager(self, context: dg.InitResourceContext) -> JsonUPathIOManager:
        return JsonUPathIOManager(base_path=UPath(self.base_path))


daily = dg.DailyPartitionsDefinition(start_date="2025-04-01")


@dg.asset(partitions_def=daily)
def signups(context: dg.AssetExecutionContext) -> list[str]:
    return [f"user-{context.partition_key}-{n}" for n in range(3)]


@dg.asset(ins={"signups": dg.AssetIn(metadata={"allow_missing_partitions": True})})
def all_signups(signups: dict[str, list[str]]) -> int:
    # An unpartitioned asset receives the upstream partitions as a dict that
    # maps partition keys to values; missing partitions are skipped.
    return sum(len(users) for users in signups.values())


defs = dg.Definitions(
    assets=[signups, all_signups],
    resources={
        # A local folder here; "s3://bucket/prefix" works too when s3fs is installed.
        "io_manager": JsonIOManagerFactory(base_path="data/upath_storage"),
    },
)
