import dagster as dg
import requests
from pydantic import Field

from station_finder.trip import TripContext

NREL_NEAREST_URL = "https://developer.nrel.gov/api/alt-fuel-stations/v1/nearest.json"


# [start:resource]
class AltFuelStationsResource(dg.ConfigurableResource):
    """Client for the Alternative Fuel Stations API of the U.S. National Renewable Energy Laboratory."""

    api_key: str = Field(description="API key from developer.nrel.gov")
    radius_miles: float = Field(default=5.0, description="How far from the point to search")
    max_results: int = Field(default=20, description="Most stations returned per search")
    timeout_seconds: int = 30

    def nearest(self, latitude: float, longitude: float, fuel_type: str) -> list[dict]:
        """Open stations selling `fuel_type` near a point, nearest first."""
        response = requests.get(
            NREL_NEAREST_URL,
            params={
                "api_key": self.api_key,
                "latitude": latitude,
                "longitude": longitude,
                "fuel_type": fuel_type,
                "radius": self.radius_miles,
                "limit": self.max_results,
                "status": "E",  # E = available; leaves out planned and closed stations
            },
            timeout=self.timeout_seconds,
        )
        response.raise_for_status()
        return response.json()["fuel_stations"]
# [end:resource]


# [start:asset]
MAX_STATIONS = 5


def stations_table(stations: list[dict]) -> str:
    lines = ["| Station | Address | Miles | Hours |", "| --- | --- | --- | --- |"]
    lines += [
        f"| {s['name']} | {s['address']} | {s['distance_miles']} | {s['hours']} |"
        for s in stations
    ]
    return "\n".join(lines)


@dg.asset(kinds={"python"})
def nearby_stations(
    context: dg.AssetExecutionContext,
    trip_context: TripContext,
    fuel_stations: AltFuelStationsResource,
) -> list[dict]:
    """The nearest stations for the driver's fuel that publish opening hours."""
    found = fuel_stations.nearest(trip_context.latitude, trip_context.longitude, trip_context.fuel_type)

    stations = [
        {
            "name": station["station_name"],
            "address": f"{station['street_address']}, {station['city']}",
            "distance_miles": round(station["distance"], 2),
            "hours": station["access_days_time"],
        }
        for station in found
        if station.get("access_days_time")
    ][:MAX_STATIONS]

    context.add_output_metadata(
        {
            "stations_found": len(found),
            "stations_kept": len(stations),
            "stations": dg.MetadataValue.md(stations_table(stations)),
        }
    )
    return stations
# [end:asset]
