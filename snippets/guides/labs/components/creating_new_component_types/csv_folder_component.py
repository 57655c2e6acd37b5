import csv
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import dagster as dg
from dagster.components import (
    Component,
    ComponentLoadContext,
    Resolvable,
    ResolvedAssetSpec,
)


@dataclass
class CsvFolderComponent(Component, Resolvable):
    """One asset per CSV file in a folder, with the row count as metadata."""

    folder: str
    assets: Sequence[ResolvedAssetSpec]

    def build_defs(self, context: ComponentLoadContext) -> dg.Definitions:
        folder = Path(self.folder)
        if not folder.is_absolute():
            folder = Path(context.path) / folder

        @dg.multi_asset(name=f"load_{folder.name}", specs=self.assets, can_subset=True)
        def _load(asset_context: dg.AssetExecutionContext):
            for key in asset_context.selected_asset_keys:
                yield self.execute(folder, key)

        return dg.Definitions(assets=[_load])

    def execute(self, folder: Path, key: dg.AssetKey) -> dg.MaterializeResult:
        path = folder / f"{key.path[-1]}.csv"
        with path.open(newline="") as handle:
            row_count = sum(1 for _ in csv.DictReader(handle))
        return dg.MaterializeResult(
            asset_key=key,
            metadata={"row_count": row_count, "path": str(path)},
        )
