import dagster as dg


@dg.asset
def station_readings() -> list[dict]:
    """Hourly temperature readings from two weather stations."""
    return [
        {"station": "north", "celsius": 11.5},
        {"station": "north", "celsius": 12.5},
        {"station": "south", "celsius": 17.0},
    ]


@dg.asset
def station_averages(station_readings: list[dict]) -> dict[str, float]:
    """Average temperature per station, computed from the raw readings."""
    totals: dict[str, list[float]] = {}
    for reading in station_readings:
        totals.setdefault(reading["station"], []).append(reading["celsius"])
    return {station: sum(values) / len(values) for station, values in totals.items()}


defs = dg.Definitions(assets=[station_readings, station_averages])
