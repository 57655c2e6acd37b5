import dagster as dg
from dagster_gcp import GCSPickleIOManager, GCSResource
from dagster_gcp.gcs.sensor import get_gcs_keys


@dg.asset
def weather_readings() -> list[dict]:
    return [{"station": "berlin", "temp_c": 21.5}]


@dg.asset
def hottest_station(weather_readings: list[dict]) -> str:
    return max(weather_readings, key=lambda row: row["temp_c"])["station"]


# [start:gcs_pickle_io_manager]
gcs = GCSResource(project="weather-analytics")

defs = dg.Definitions(
    assets=[weather_readings, hottest_station],
    resources={
        # Each asset is pickled to gs://weather-dagster-storage/pipelines/<asset key>.
        "io_manager": GCSPickleIOManager(
            gcs=gcs, gcs_bucket="weather-dagster-storage", gcs_prefix="pipelines"
        ),
        "gcs": gcs,
    },
)
# [end:gcs_pickle_io_manager]


# [start:gcs_resource]
@dg.asset
def raw_upload_count(gcs: GCSResource) -> int:
    client = gcs.get_client()
    return sum(1 for _ in client.list_blobs("weather-landing", prefix="uploads/"))
# [end:gcs_resource]


# [start:get_gcs_keys]
@dg.sensor(target=[weather_readings])
def new_upload_sensor(context: dg.SensorEvaluationContext, gcs: GCSResource):
    new_keys = get_gcs_keys(
        "weather-landing",
        prefix="uploads/",
        since_key=context.cursor or None,
        gcs_session=gcs.get_client(),
    )
    for key in new_keys:
        yield dg.RunRequest(run_key=key)
    if new_keys:
        context.update_cursor(new_keys[-1])
# [end:get_gcs_keys]
