import dagster as dg


@dg.dagster_type_loader(config_schema={"latitude": float, "longitude": float})
def coordinates_loader(_context: dg.DagsterTypeLoaderContext, config: dict):
    return Coordinates(latitude=config["latitude"], longitude=config["longitude"])


@dg.usable_as_dagster_type(loader=coordinates_loader)
class Coordinates:
    def __init__(self, latitude: float, longitude: float):
        self.latitude = latitude
        self.longitude = longitude


@dg.op
def hemisphere(context: dg.OpExecutionContext, location: Coordinates) -> str:
    side = "northern" if location.latitude >= 0 else "southern"
    context.log.info(f"The location is in the {side} hemisphere")
    return side


@dg.job
def location_job():
    hemisphere()


defs = dg.Definitions(jobs=[location_job])
