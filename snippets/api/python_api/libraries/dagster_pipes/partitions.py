# [start:partitions]
from dagster_pipes import PipesContext, open_dagster_pipes


def load_day(pipes: PipesContext) -> int:
    if not pipes.is_partition_step:
        raise ValueError("This script expects a partitioned asset")
    window = pipes.partition_time_window
    pipes.log.info(f"Loading weather readings for {pipes.partition_key}")
    if window is not None:
        pipes.log.info(f"Time window: {window['start']} to {window['end']}")
    return 24


with open_dagster_pipes() as pipes:
    readings = load_day(pipes)
    pipes.report_asset_materialization(metadata={"readings": readings})
# [end:partitions]
