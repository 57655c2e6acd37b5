import dagster as dg


# [start:nothing]
@dg.op
def refresh_exchange_rates() -> None:
    ...  # writes to a table; returns no value


@dg.op(ins={"rates_ready": dg.In(dagster_type=dg.Nothing)})
def convert_prices() -> str:
    # rates_ready is not a function argument: it only orders the two ops.
    return "prices converted"


@dg.job
def pricing_job():
    convert_prices(rates_ready=refresh_exchange_rates())
# [end:nothing]


# [start:collections]
@dg.op(out=dg.Out(dagster_type=dg.List[dg.Int]))
def hourly_visits() -> list:
    return [120, 98, 143]


@dg.op(
    ins={
        "visits": dg.In(dagster_type=dg.List[dg.Int]),
        "label": dg.In(dagster_type=dg.Optional[dg.String], default_value=None),
    },
    out=dg.Out(dagster_type=dg.Dict[str, dg.Float]),
)
def summarize_visits(visits: list, label) -> dict:
    return {label or "total": float(sum(visits))}


@dg.op(out=dg.Out(dagster_type=dg.Tuple[dg.String, dg.Int]))
def busiest_hour() -> tuple:
    return ("14:00", 143)


@dg.op(out=dg.Out(dagster_type=dg.Set[dg.String]))
def visitor_countries() -> set:
    return {"DE", "US", "JP"}
# [end:collections]
