import dagster as dg


@dg.asset
def clean_reviews() -> list[str]:
    return ["arrived late", "great product", "love it", "broken on arrival"]


@dg.op
def score(reviews: list[str]) -> list[tuple[str, int]]:
    negative_words = ("late", "broken")
    return [(review, -1 if any(w in review for w in negative_words) else 1) for review in reviews]


@dg.op(out={"positive": dg.Out(), "negative": dg.Out()})
def split_by_score(scored: list[tuple[str, int]]):
    positive = [review for review, value in scored if value > 0]
    negative = [review for review, value in scored if value < 0]
    return positive, negative


@dg.graph_multi_asset(
    outs={"positive_reviews": dg.AssetOut(), "negative_reviews": dg.AssetOut()},
    group_name="reviews",
)
def review_sentiment(clean_reviews: list[str]):
    positive, negative = split_by_score(score(clean_reviews))
    return {"positive_reviews": positive, "negative_reviews": negative}


defs = dg.Definitions(assets=[clean_reviews, review_sentiment])
