import json

import dagster as dg
from upath import UPath


# [start:upath_io_manager]
class JsonLinesIOManager(dg.UPathIOManager):
    # Appended to every path that UPathIOManager builds.
    extension: str = ".jsonl"

    def dump_to_path(self, context: dg.OutputContext, obj: list[dict], path: UPath) -> None:
        with path.open("w") as f:
            f.writelines(json.dumps(row) + "\n" for row in obj)

    def load_from_path(self, context: dg.InputContext, path: UPath) -> list[dict]:
        with path.open("r") as f:
            return [json.loads(line) for line in f]


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def page_views(context: dg.AssetExecutionContext) -> list[dict]:
    # Stored at <base_path>/page_views/<partition_key>.jsonl
    return [{"day": context.partition_key, "views": 1200}]


defs = dg.Definitions(
    assets=[page_views],
    # Any fsspec URL works, for example "s3://analytics-bucket/dagster" with s3fs installed.
    resources={"io_manager": JsonLinesIOManager(base_path=UPath("/tmp/analytics"))},
)
# [end:upath_io_manager]
