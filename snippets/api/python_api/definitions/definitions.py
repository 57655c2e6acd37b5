import dagster as dg


class WeatherApi(dg.ConfigurableResource):
    base_url: str

    def fetch(self, city: str) -> dict:
        return {"city": city, "temperature": 21}


@dg.asset
def lisbon_weather(weather_api: WeatherApi) -> dict:
    return weather_api.fetch("Lisbon")


@dg.asset_check(asset=lisbon_weather)
def temperature_in_range(lisbon_weather: dict) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=-50 < lisbon_weather["temperature"] < 60)


weather_job = dg.define_asset_job("weather_job", selection=[lisbon_weather])


# [start:definitions]
defs = dg.Definitions(
    assets=[lisbon_weather],
    asset_checks=[temperature_in_range],
    jobs=[weather_job],
    schedules=[dg.ScheduleDefinition(job=weather_job, cron_schedule="0 * * * *")],
    # Resources are bound by key to every asset, check and job above.
    resources={"weather_api": WeatherApi(base_url="https://api.example.com")},
)
# [end:definitions]


# [start:testing]
def test_definitions_load():
    # Fails if, for example, a resource key is missing or two assets share a key.
    dg.Definitions.validate_loadable(defs)


def test_weather_job():
    job = defs.get_job_def("weather_job")
    result = job.execute_in_process()
    assert result.success
# [end:testing]
