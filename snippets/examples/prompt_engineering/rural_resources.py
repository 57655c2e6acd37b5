import dagster as dg

from station_finder.stations import AltFuelStationsResource

# Stations are farther apart outside cities: search a wider radius.
rural_fuel_stations = AltFuelStationsResource(api_key=dg.EnvVar("NREL_API_KEY"), radius_miles=25)
