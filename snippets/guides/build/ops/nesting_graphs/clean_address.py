import dagster as dg


@dg.op
def raw_address() -> str:
    return "  221b   baker street ,  london "


@dg.op
def collapse_whitespace(text: str) -> str:
    return " ".join(text.replace(" ,", ",").split())


@dg.op
def title_case(text: str) -> str:
    return text.title()


@dg.graph(ins={"text": dg.GraphIn(description="Free-form text to tidy up")})
def clean_text(text):
    return title_case(collapse_whitespace(text))


@dg.op
def save_address(context: dg.OpExecutionContext, address: str) -> None:
    context.log.info(f"Saving {address!r}")


@dg.job
def address_job():
    save_address(clean_text(raw_address()))


defs = dg.Definitions(jobs=[address_job])
