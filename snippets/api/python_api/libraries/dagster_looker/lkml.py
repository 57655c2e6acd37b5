from pathlib import Path
from typing import Any, Mapping, Tuple

import dagster as dg
from dagster_looker import DagsterLookerLkmlTranslator, build_looker_asset_specs


# [start:lkml]
class WarehouseKeyTranslator(DagsterLookerLkmlTranslator):
    def get_asset_spec(
        self, lookml_structure: Tuple[Path, str, Mapping[str, Any]]
    ) -> dg.AssetSpec:
        # Put every LookML view, explore and dashboard in one group.
        return super().get_asset_spec(lookml_structure).replace_attributes(group_name="looker")


looker_specs = build_looker_asset_specs(
    project_dir=Path(__file__).parent / "lookml_project",
    dagster_looker_translator=WarehouseKeyTranslator(),
)

defs = dg.Definitions(assets=looker_specs)
# [end:lkml]
