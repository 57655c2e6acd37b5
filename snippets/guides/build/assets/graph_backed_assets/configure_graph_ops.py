import dagster as dg


class MinLengthConfig(dg.Config):
    min_length: int = 3


@dg.asset
def raw_comments() -> list[str]:
    return ["ok", "Shipping took two weeks", "Love it", "no"]


@dg.op
def drop_short(config: MinLengthConfig, comments: list[str]) -> list[str]:
    return [comment for comment in comments if len(comment) >= config.min_length]


@dg.op
def count_words(context: dg.OpExecutionContext, comments: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for comment in comments:
        for word in comment.lower().split():
            counts[word] = counts.get(word, 0) + 1
    context.log.info(f"{len(counts)} distinct words")
    return counts


@dg.graph_asset
def comment_words(raw_comments: list[str]) -> dict[str, int]:
    return count_words(drop_short(raw_comments))


# Op config sits under the graph-backed asset's name, then under the op's name.
comment_words_job = dg.define_asset_job(
    "comment_words_job",
    selection=[raw_comments, comment_words],
    config={"ops": {"comment_words": {"ops": {"drop_short": {"config": {"min_length": 5}}}}}},
)

defs = dg.Definitions(assets=[raw_comments, comment_words], jobs=[comment_words_job])
