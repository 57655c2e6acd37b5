import dagster as dg


class ForecastConfig(dg.Config):
    city: str
    units: str
    days: int


@dg.op
def fetch_forecast(context: dg.OpExecutionContext, config: ForecastConfig) -> None:
    context.log.info(f"{config.days}-day forecast for {config.city} in {config.units}")


# [start:config_mapping_typed]
class CityConfig(dg.Config):
    city: str


# The schema comes from the annotation: users only set the city.
@dg.config_mapping
def forecast_for_city(config: CityConfig) -> dg.RunConfig:
    return dg.RunConfig(
        ops={"fetch_forecast": ForecastConfig(city=config.city, units="metric", days=7)}
    )


@dg.job(config=forecast_for_city)
def city_forecast_job():
    fetch_forecast()
# [end:config_mapping_typed]


# [start:config_mapping_schema]
# With a dictionary schema, the function receives and returns plain dictionaries.
@dg.config_mapping(config_schema={"city": str, "imperial": bool})
def forecast_with_units(config: dict) -> dict:
    units = "imperial" if config["imperial"] else "metric"
    return {
        "ops": {"fetch_forecast": {"config": {"city": config["city"], "units": units, "days": 3}}}
    }


@dg.job(config=forecast_with_units)
def short_forecast_job():
    fetch_forecast()
# [end:config_mapping_schema]


defs = dg.Definitions(jobs=[city_forecast_job, short_forecast_job])
