import os
from pathlib import Path
from typing import Any, Mapping, Optional

import dagster as dg
from dagster_dbt import DagsterDbtTranslator, DbtCliResource, DbtProject, dbt_assets

# [start:project]
dbt_project = DbtProject(
    project_dir=Path(__file__).parent.parent / "dbt_project",
    target=os.getenv("DBT_TARGET", "dev"),
)
# Under `dagster dev`, parse the dbt project so the manifest is always current.
dbt_project.prepare_if_dev()
# [end:project]


# [start:translator]
class BlueskyDbtTranslator(DagsterDbtTranslator):
    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> Optional[str]:
        return "modeling"

    def get_automation_condition(
        self, dbt_resource_props: Mapping[str, Any]
    ) -> Optional[dg.AutomationCondition]:
        # Rebuild a model after any of its upstream tables or snapshots changes.
        return dg.AutomationCondition.eager()
# [end:translator]


# [start:dbt_assets]
@dbt_assets(
    manifest=dbt_project.manifest_path,
    project=dbt_project,
    dagster_dbt_translator=BlueskyDbtTranslator(),
)
def bluesky_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream().fetch_row_counts()
# [end:dbt_assets]
