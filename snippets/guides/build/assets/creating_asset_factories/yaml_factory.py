from pathlib import Path

import dagster as dg
import yaml
from pydantic import BaseModel


class ExportSpec(BaseModel):
    """The shape of one entry in exports.yaml, checked when the file loads."""

    name: str
    source_table: str
    destination: str
    owner: str
    columns: list[str]


def build_export_asset(spec: ExportSpec) -> dg.AssetsDefinition:
    @dg.asset(
        name=spec.name,
        group_name="exports",
        owners=[spec.owner],
        metadata={"destination": dg.MetadataValue.path(spec.destination)},
    )
    def _export(context: dg.AssetExecutionContext) -> None:
        column_list = ", ".join(spec.columns)
        context.log.info(
            f"Exporting SELECT {column_list} FROM {spec.source_table} to {spec.destination}"
        )

    return _export


def load_export_assets(path: Path) -> list[dg.AssetsDefinition]:
    entries = yaml.safe_load(path.read_text())["exports"]
    return [build_export_asset(ExportSpec(**entry)) for entry in entries]


defs = dg.Definitions(
    assets=load_export_assets(Path(__file__).parent / "exports.yaml"),
)
