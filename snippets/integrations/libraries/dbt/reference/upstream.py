from pathlib import Path

import dagster as dg
from dagster_dbt import (
    DbtCliResource,
    DbtProject,
    dbt_assets,
    get_asset_key_for_source,
    get_asset_keys_by_output_name_for_source,
)

shop_project = DbtProject(project_dir=Path(__file__).parent / "shop_dbt")


@dbt_assets(manifest=shop_project.manifest_path)
def shop_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()


# [start:single_table]
# The dbt source `stripe` has one table, `charges`; this asset loads it.
@dg.asset(key=get_asset_key_for_source([shop_models], "stripe"))
def stripe_charges() -> dg.MaterializeResult:
    # ...call the Stripe API and write the charges table in the warehouse...
    return dg.MaterializeResult()
# [end:single_table]


# [start:multi_table]
# The dbt source `crm` has several tables; one multi-asset loads all of them.
crm_keys = get_asset_keys_by_output_name_for_source([shop_models], "crm")


@dg.multi_asset(specs=[dg.AssetSpec(key) for key in crm_keys.values()])
def crm_export():
    for key in crm_keys.values():
        # ...copy this table from the CRM export...
        yield dg.MaterializeResult(asset_key=key)
# [end:multi_table]


defs = dg.Definitions(
    assets=[shop_models, stripe_charges, crm_export],
    resources={"dbt": DbtCliResource(project_dir=shop_project)},
)
