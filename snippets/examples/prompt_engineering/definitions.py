import dagster as dg
from dagster_anthropic import AnthropicResource

from station_finder.opening_hours import open_stations
from station_finder.stations import AltFuelStationsResource, nearby_stations
from station_finder.trip import trip_context

defs = dg.Definitions(
    assets=[trip_context, nearby_stations, open_stations],
    resources={
        "anthropic": AnthropicResource(api_key=dg.EnvVar("ANTHROPIC_API_KEY")),
        # [start:fuel_stations]
        "fuel_stations": AltFuelStationsResource(api_key=dg.EnvVar("NREL_API_KEY")),
        # [end:fuel_stations]
    },
)
