import dagster as dg


@dg.asset
def raw_reviews() -> list[str]:
    return ["great", "late delivery", "fine"]


@dg.asset
def review_sentiment(raw_reviews: list[str]) -> dict[str, int]:
    return {"negative": sum("late" in review for review in raw_reviews)}


# [start:per_job]
# Runs every step in the run worker process: good for small, fast jobs.
quick_reviews_job = dg.define_asset_job(
    name="quick_reviews_job",
    selection=[raw_reviews, review_sentiment],
    executor_def=dg.in_process_executor,
)
# [end:per_job]

# [start:default]
defs = dg.Definitions(
    assets=[raw_reviews, review_sentiment],
    jobs=[quick_reviews_job],
    # Used by every job that does not set its own executor.
    executor=dg.multiprocess_executor.configured({"max_concurrent": 2}),
)
# [end:default]
