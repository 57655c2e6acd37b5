from collections.abc import Mapping
from pathlib import Path
from typing import Any, Optional

import dagster as dg
from dagster_dbt import (
    DagsterDbtTranslator,
    DagsterDbtTranslatorSettings,
    DbtCliResource,
    DbtProject,
    dbt_assets,
    group_from_dbt_resource_props_fallback_to_directory,
)

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")
shop_project.prepare_if_dev()


class ShopTranslator(DagsterDbtTranslator):
    def get_asset_key(self, dbt_resource_props: Mapping[str, Any]) -> dg.AssetKey:
        key = super().get_asset_key(dbt_resource_props)
        # Sources get a `raw` prefix, so raw/stripe/charges sits apart from models.
        if dbt_resource_props["resource_type"] == "source":
            return key.with_prefix("raw")
        return key

    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> Optional[str]:
        # A configured group wins; otherwise the model's folder, such as `staging`.
        return group_from_dbt_resource_props_fallback_to_directory(dbt_resource_props)

    def get_metadata(self, dbt_resource_props: Mapping[str, Any]) -> Mapping[str, Any]:
        return {
            **super().get_metadata(dbt_resource_props),
            "materialized": dbt_resource_props["config"].get("materialized", "source"),
        }

    def get_automation_condition(
        self, dbt_resource_props: Mapping[str, Any]
    ) -> Optional[dg.AutomationCondition]:
        # Rebuild mart models whenever something upstream of them changes.
        if "marts" in dbt_resource_props["fqn"]:
            return dg.AutomationCondition.eager()
        return None


@dbt_assets(
    manifest=shop_project.manifest_path,
    project=shop_project,
    dagster_dbt_translator=ShopTranslator(
        settings=DagsterDbtTranslatorSettings(enable_code_references=True)
    ),
)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


defs = dg.Definitions(
    assets=[shop_models],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
