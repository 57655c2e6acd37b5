import json
import os

import dagster as dg


class JsonFileIOManager(dg.ConfigurableIOManager):
    base_dir: str

    def _path(self, context) -> str:
        return os.path.join(self.base_dir, *context.asset_key.path) + ".json"

    def handle_output(self, context: dg.OutputContext, obj) -> None:
        os.makedirs(os.path.dirname(self._path(context)), exist_ok=True)
        with open(self._path(context), "w") as f:
            json.dump(obj, f)

    def load_input(self, context: dg.InputContext):
        with open(self._path(context.upstream_output)) as f:
            return json.load(f)


# [start:round_trip]
def test_json_io_manager_round_trip(tmp_path):
    manager = JsonFileIOManager(base_dir=str(tmp_path))
    orders = [{"order_id": 7, "total": 12.5}]

    output_context = dg.build_output_context(asset_key=dg.AssetKey(["sales", "orders"]))
    manager.handle_output(output_context, orders)

    # The input context points at the output it loads from.
    input_context = dg.build_input_context(
        asset_key=dg.AssetKey(["sales", "order_report"]),
        upstream_output=dg.build_output_context(asset_key=dg.AssetKey(["sales", "orders"])),
    )
    assert manager.load_input(input_context) == orders
# [end:round_trip]


# [start:partitioned_input]
class DailyFileIOManager(dg.ConfigurableIOManager):
    base_dir: str

    def handle_output(self, context: dg.OutputContext, obj: str) -> None:
        raise NotImplementedError("read-only in this example")

    def load_input(self, context: dg.InputContext) -> str:
        # One file per day, named after the partition key of the upstream asset.
        path = os.path.join(self.base_dir, f"{context.asset_partition_key}.txt")
        with open(path) as f:
            return f.read()


def test_loads_one_day(tmp_path):
    (tmp_path / "2025-03-01.txt").write_text("41 events")
    context = dg.build_input_context(
        asset_key=dg.AssetKey("click_events"),
        asset_partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
        asset_partition_key_range=dg.PartitionKeyRange("2025-03-01", "2025-03-01"),
    )
    assert DailyFileIOManager(base_dir=str(tmp_path)).load_input(context) == "41 events"
# [end:partitioned_input]
