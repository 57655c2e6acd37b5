import dagster as dg
from dagster.components import ComponentLoadContext

from shop_platform.lib.csv_folder_component import CsvFolderComponent


def make_component(folder: str) -> CsvFolderComponent:
    return CsvFolderComponent(
        folder=folder,
        assets=[dg.AssetSpec("orders"), dg.AssetSpec("customers")],
    )


def test_builds_one_asset_per_spec(tmp_path):
    defs = make_component(str(tmp_path)).build_defs(ComponentLoadContext.for_test())
    keys = {spec.key for spec in defs.get_all_asset_specs()}
    assert keys == {dg.AssetKey("orders"), dg.AssetKey("customers")}


def test_materializes_row_counts(tmp_path):
    (tmp_path / "orders.csv").write_text("id,total\n1,20\n2,35\n")
    (tmp_path / "customers.csv").write_text("id,name\n1,Ana\n")
    defs = make_component(str(tmp_path)).build_defs(ComponentLoadContext.for_test())

    result = dg.materialize(defs.assets)

    assert result.success
    counts = {
        event.asset_key.path[-1]: event.step_materialization_data.materialization.metadata[
            "row_count"
        ].value
        for event in result.get_asset_materialization_events()
    }
    assert counts == {"orders": 2, "customers": 1}
