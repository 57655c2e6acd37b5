from pathlib import Path

import dagster as dg
from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


class DbtBuildConfig(dg.Config):
    full_refresh: bool = False


@dbt_assets(manifest=shop_project.manifest_path)
def shop_models(
    context: dg.AssetExecutionContext, dbt: DbtCliResource, config: DbtBuildConfig
):
    args = ["build"]
    if config.full_refresh:
        # Rebuild incremental models from scratch.
        args.append("--full-refresh")
    yield from dbt.cli(args, context=context).stream()


# A job that always rebuilds from scratch, for example after a schema change.
rebuild_everything = dg.define_asset_job(
    "rebuild_everything",
    selection=[shop_models],
    config=dg.RunConfig(ops={"shop_models": DbtBuildConfig(full_refresh=True)}),
)
