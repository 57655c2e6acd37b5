import dagster as dg


@dg.op
def fetch_forecast() -> dict:
    return {"city": "Lisbon", "temperatures": [18, 21, 19]}


@dg.op
def average_temperature(forecast: dict) -> float:
    return sum(forecast["temperatures"]) / len(forecast["temperatures"])


@dg.op(out={"high": dg.Out(), "low": dg.Out()})
def temperature_range(forecast: dict):
    return max(forecast["temperatures"]), min(forecast["temperatures"])


# [start:graph_asset]
@dg.graph_asset(group_name="weather")
def mean_forecast_temperature():
    # Two ops run in sequence; only the graph's output becomes the asset.
    return average_temperature(fetch_forecast())
# [end:graph_asset]


# [start:graph_multi_asset]
@dg.graph_multi_asset(
    outs={"forecast_high": dg.AssetOut(), "forecast_low": dg.AssetOut()},
)
def forecast_extremes():
    high, low = temperature_range(fetch_forecast())
    return {"forecast_high": high, "forecast_low": low}
# [end:graph_multi_asset]


defs = dg.Definitions(assets=[mean_forecast_temperature, forecast_extremes])
