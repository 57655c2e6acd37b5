import json
from pathlib import Path
from typing import Any, Union

import dagster as dg


class JsonIOManager(dg.ConfigurableIOManager):
    """Stores each asset as a JSON file, one file per partition."""

    base_dir: str
    indent: int = 2

    def _path(self, context: Union[dg.InputContext, dg.OutputContext]) -> Path:
        path = Path(self.base_dir, *context.asset_key.path)
        if context.has_asset_partitions:
            path = path / context.asset_partition_key
        return path.with_suffix(".json")

    def handle_output(self, context: dg.OutputContext, obj: Any) -> None:
        path = self._path(context)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(obj, indent=self.indent))
        context.add_output_metadata(
            {"path": dg.MetadataValue.path(str(path)), "bytes": path.stat().st_size}
        )

    def load_input(self, context: dg.InputContext) -> Any:
        path = self._path(context)
        context.log.debug(f"Loading {path}")
        return json.loads(path.read_text())


daily = dg.DailyPartitionsDefinition(start_date="2025-04-01")


@dg.asset(partitions_def=daily, io_manager_key="json_io_manager")
def page_views(context: dg.AssetExecutionContext) -> list[dict]:
    day = context.partition_key
    return [{"day": day, "page": "/pricing", "views": 120}, {"day": day, "page": "/docs", "views": 340}]


@dg.asset(partitions_def=daily, io_manager_key="json_io_manager")
def top_page(page_views: list[dict]) -> dict:
    return max(page_views, key=lambda row: row["views"])


defs = dg.Definitions(
    assets=[page_views, top_page],
    resources={"json_io_manager": JsonIOManager(base_dir="data/json")},
)
