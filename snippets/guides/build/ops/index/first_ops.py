import dagster as dg


class DigestConfig(dg.Config):
    top_n: int = 3


@dg.op(description="Fetches the titles of today's support tickets.")
def fetch_ticket_titles() -> list:
    # Stand-in for a call to a ticketing system's API.
    return [
        "Login fails on mobile",
        "Invoice PDF is blank",
        "Login fails on mobile",
        "Export times out",
    ]


@dg.op
def build_digest(
    context: dg.OpExecutionContext, config: DigestConfig, titles: list
) -> str:
    counts = {title: titles.count(title) for title in set(titles)}
    ranked = sorted(counts, key=counts.get, reverse=True)[: config.top_n]
    context.log.info(f"Top {config.top_n} issues: {ranked}")
    return "\n".join(ranked)


@dg.job
def support_digest_job():
    build_digest(fetch_ticket_titles())


defs = dg.Definitions(jobs=[support_digest_job])
