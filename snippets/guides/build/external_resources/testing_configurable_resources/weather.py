import dagster as dg
import requests


class WeatherAPI(dg.ConfigurableResource):
    """Daily forecasts from the Open-Meteo API."""

    base_url: str = "https://api.open-meteo.com/v1/forecast"
    timezone: str = "UTC"

    def forecast_params(self, latitude: float, longitude: float) -> dict:
        return {
            "latitude": latitude,
            "longitude": longitude,
            "daily": "temperature_2m_max",
            "timezone": self.timezone,
        }

    def daily_max_temperatures(self, latitude: float, longitude: float) -> list[float]:
        response = requests.get(
            self.base_url, params=self.forecast_params(latitude, longitude), timeout=10
        )
        response.raise_for_status()
        return response.json()["daily"]["temperature_2m_max"]


@dg.asset
def warmest_day_ahead(weather: WeatherAPI) -> float:
    """The highest daily maximum in the forecast for Lisbon."""
    return max(weather.daily_max_temperatures(38.72, -9.14))


defs = dg.Definitions(
    assets=[warmest_day_ahead],
    resources={"weather": WeatherAPI(timezone="Europe/Lisbon")},
)
