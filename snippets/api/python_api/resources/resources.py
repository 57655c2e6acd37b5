from contextlib import contextmanager
from typing import Optional

import requests
from pydantic import PrivateAttr

import dagster as dg


# [start:configurable_resource]
class WeatherApi(dg.ConfigurableResource):
    """Client for a weather data API."""

    base_url: str = "https://api.example-weather.com/v1"
    api_key: str
    timeout_seconds: int = 10

    def forecast(self, city: str) -> dict:
        response = requests.get(
            f"{self.base_url}/forecast",
            params={"city": city},
            headers={"Authorization": f"Bearer {self.api_key}"},
            timeout=self.timeout_seconds,
        )
        response.raise_for_status()
        return response.json()


@dg.asset
def berlin_forecast(weather: WeatherApi) -> dict:
    return weather.forecast("Berlin")


# EnvVar reads the key when the resource is built, and keeps its value out of the UI.
# The resource key "weather" matches the parameter name of the asset.
weather = WeatherApi(api_key=dg.EnvVar("WEATHER_API_KEY"))
# [end:configurable_resource]


# [start:lifecycle]
class WarehouseConnection(dg.ConfigurableResource):
    dsn: str
    _session: Optional[requests.Session] = PrivateAttr(default=None)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        # Runs once per process before the first asset or op uses the resource.
        context.log.info("Opening warehouse session")
        self._session = requests.Session()

    def teardown_after_execution(self, context: dg.InitResourceContext) -> None:
        # Runs after the step finishes, even when it failed.
        if self._session is not None:
            self._session.close()

    def run_query(self, sql: str) -> dict:
        assert self._session is not None
        run_id = self.get_resource_context().run_id
        response = self._session.post(self.dsn, json={"sql": sql, "label": run_id})
        return response.json()
# [end:lifecycle]


# [start:configure_at_launch]
class ExportBucket(dg.ConfigurableResource):
    bucket: str
    prefix: str = "exports/"


@dg.asset
def customer_export(export_bucket: ExportBucket) -> str:
    return f"s3://{export_bucket.bucket}/{export_bucket.prefix}customers.csv"


# The bucket is chosen in the launchpad or run config of each run, for example
# {"resources": {"export_bucket": {"config": {"bucket": "acme-exports"}}}}.
export_bucket = ExportBucket.configure_at_launch()
# [end:configure_at_launch]


# [start:resource_decorator]
class FtpClient:
    def __init__(self, host: str):
        self.host = host

    def close(self) -> None:
        pass


@dg.resource(config_schema={"host": str}, description="Connection to the partner FTP server.")
def ftp_client(init_context: dg.InitResourceContext):
    client = FtpClient(init_context.resource_config["host"])
    try:
        yield client
    finally:
        # Code after the yield runs when the run no longer needs the resource.
        client.close()


@dg.op(required_resource_keys={"ftp"})
def list_partner_files(context: dg.OpExecutionContext) -> None:
    context.log.info(f"Listing files on {context.resources.ftp.host}")


@dg.job(resource_defs={"ftp": ftp_client.configured({"host": "ftp.partner.example"})})
def partner_files_job():
    list_partner_files()
# [end:resource_decorator]


# [start:resource_definition]
@dg.op(required_resource_keys={"settings", "notifier"})
def announce(context: dg.OpExecutionContext) -> None:
    context.resources.notifier.send(f"Region: {context.resources.settings['region']}")


@dg.job(
    resource_defs={
        # A fixed value, for example in a test.
        "settings": dg.ResourceDefinition.hardcoded_resource({"region": "eu-west-1"}),
        # A MagicMock that accepts any call.
        "notifier": dg.ResourceDefinition.mock_resource(),
    }
)
def announce_job():
    announce()
# [end:resource_definition]


# [start:make_values_resource]
@dg.op(required_resource_keys={"run_settings"})
def load_batch(context: dg.OpExecutionContext) -> None:
    settings = context.resources.run_settings
    context.log.info(f"Loading {settings['batch_size']} rows from {settings['table']}")


@dg.job(resource_defs={"run_settings": dg.make_values_resource(table=str, batch_size=int)})
def load_job():
    load_batch()


load_job_config = {
    "resources": {"run_settings": {"config": {"table": "orders", "batch_size": 500}}}
}
# [end:make_values_resource]


# [start:build_init_resource_context]
def test_ftp_client():
    context = dg.build_init_resource_context(config={"host": "localhost"})
    # A generator resource must be built inside a context manager.
    with ftp_client(context) as client:
        assert client.host == "localhost"
# [end:build_init_resource_context]


# [start:build_resources]
@contextmanager
def warehouse_for_scripts():
    # Use the same resources outside a run, for example in a notebook or a script.
    with dg.build_resources(
        {"warehouse": WarehouseConnection(dsn="https://warehouse.internal/query")}
    ) as resources:
        yield resources.warehouse
# [end:build_resources]


# [start:with_resources]
@dg.asset(required_resource_keys={"ftp"})
def partner_manifest(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Reading manifest from {context.resources.ftp.host}")


[manifest_with_ftp] = dg.with_resources(
    [partner_manifest],
    resource_defs={"ftp": ftp_client},
    resource_config_by_key={"ftp": {"config": {"host": "ftp.partner.example"}}},
)
# [end:with_resources]


defs = dg.Definitions(
    assets=[berlin_forecast, customer_export, manifest_with_ftp],
    jobs=[partner_files_job, announce_job, load_job],
    resources={"weather": weather, "export_bucket": export_bucket},
)
