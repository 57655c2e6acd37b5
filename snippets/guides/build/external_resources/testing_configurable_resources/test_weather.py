from unittest.mock import MagicMock

import dagster as dg

from my_project.weather import WeatherAPI, warmest_day_ahead


def test_forecast_params_use_configured_timezone():
    weather = WeatherAPI(timezone="Asia/Tokyo")
    params = weather.forecast_params(35.68, 139.69)
    assert params["timezone"] == "Asia/Tokyo"
    assert params["daily"] == "temperature_2m_max"


def test_asset_with_a_mock():
    weather = MagicMock()
    weather.daily_max_temperatures.return_value = [18.5, 22.0, 19.4]

    assert warmest_day_ahead(weather=weather) == 22.0
    weather.daily_max_temperatures.assert_called_once_with(38.72, -9.14)


class FakeWeatherAPI(WeatherAPI):
    """Same interface as WeatherAPI, without network calls."""

    def daily_max_temperatures(self, latitude: float, longitude: float) -> list[float]:
        return [30.1, 28.7]


def test_asset_in_a_real_run():
    result = dg.materialize(
        [warmest_day_ahead],
        resources={"weather": FakeWeatherAPI()},
    )
    assert result.success
    assert result.output_for_node("warmest_day_ahead") == 30.1
