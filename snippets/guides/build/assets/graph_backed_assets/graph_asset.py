import dagster as dg


@dg.asset
def raw_reviews() -> list[str]:
    return ["Great product!", "  arrived late ", "great PRODUCT", ""]


@dg.op
def drop_empty(reviews: list[str]) -> list[str]:
    return [review for review in reviews if review.strip()]


@dg.op
def normalize(reviews: list[str]) -> list[str]:
    return [review.strip().lower() for review in reviews]


@dg.op
def deduplicate(context: dg.OpExecutionContext, reviews: list[str]) -> list[str]:
    unique = sorted(set(reviews))
    context.log.info(f"Kept {len(unique)} of {len(reviews)} reviews")
    return unique


# The parameter name matches the upstream asset, exactly as with @dg.asset.
@dg.graph_asset(group_name="reviews")
def clean_reviews(raw_reviews: list[str]) -> list[str]:
    return deduplicate(normalize(drop_empty(raw_reviews)))


defs = dg.Definitions(assets=[raw_reviews, clean_reviews])
