import csv
import os

import dagster as dg


# [start:io_manager]
class CsvIOManager(dg.IOManager):
    def __init__(self, base_dir: str):
        self.base_dir = base_dir

    def _path(self, context) -> str:
        # For op outputs, get_identifier() is [run_id, step_key, output_name].
        return os.path.join(self.base_dir, *context.get_identifier()) + ".csv"

    def handle_output(self, context: dg.OutputContext, obj: list[dict]) -> None:
        path = self._path(context)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(obj[0]))
            writer.writeheader()
            writer.writerows(obj)

    def load_input(self, context: dg.InputContext) -> list[dict]:
        with open(self._path(context.upstream_output), newline="") as f:
            return list(csv.DictReader(f))


@dg.io_manager(config_schema={"base_dir": str})
def csv_io_manager(init_context: dg.InitResourceContext) -> CsvIOManager:
    return CsvIOManager(base_dir=init_context.resource_config["base_dir"])


@dg.op(out=dg.Out(io_manager_key="csv_io"))
def fetch_weather_readings() -> list[dict]:
    return [{"station": "BOS", "temp_c": "4.5"}, {"station": "SEA", "temp_c": "9.1"}]


@dg.op
def warmest_station(readings: list[dict]) -> str:
    return max(readings, key=lambda row: float(row["temp_c"]))["station"]


@dg.job(resource_defs={"csv_io": csv_io_manager.configured({"base_dir": "/tmp/weather"})})
def weather_job():
    warmest_station(fetch_weather_readings())
# [end:io_manager]
