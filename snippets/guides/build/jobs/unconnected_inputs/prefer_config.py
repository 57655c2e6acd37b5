import dagster as dg


class SentenceConfig(dg.Config):
    sentence: str


@dg.op
def count_words(context: dg.OpExecutionContext, config: SentenceConfig) -> int:
    words = len(config.sentence.split())
    context.log.info(f"{words} words")
    return words


@dg.job
def text_job():
    count_words()


defs = dg.Definitions(jobs=[text_job])
