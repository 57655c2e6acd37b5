import json
from pathlib import Path

import dagster as dg


class JsonRecordsIOManager(dg.ConfigurableIOManager):
    base_dir: str = "data/records"

    def _path(self, key: dg.AssetKey) -> Path:
        # One helper for both directions, so writes and reads agree.
        return Path(self.base_dir, *key.path).with_suffix(".json")

    def handle_output(self, context: dg.OutputContext, obj: list) -> None:
        path = self._path(context.asset_key)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(obj))

    def load_input(self, context: dg.InputContext) -> list:
        return json.loads(self._path(context.asset_key).read_text())


class RecordCountInputManager(JsonRecordsIOManager):
    # Reads the files that JsonRecordsIOManager wrote, but hands over only their length.
    def load_input(self, context: dg.InputContext) -> int:
        return len(super().load_input(context))


@dg.asset(io_manager_key="json_records")
def signups() -> list:
    return [{"user": "ana"}, {"user": "ben"}, {"user": "chen"}]


@dg.asset(ins={"signups": dg.AssetIn(input_manager_key="record_count")})
def signup_summary(context: dg.AssetExecutionContext, signups: int) -> None:
    context.log.info(f"{signups} signups so far")


defs = dg.Definitions(
    assets=[signups, signup_summary],
    resources={
        "json_records": JsonRecordsIOManager(),
        "record_count": RecordCountInputManager(),
    },
)
