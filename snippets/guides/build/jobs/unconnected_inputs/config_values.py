import dagster as dg


@dg.op
def count_words(context: dg.OpExecutionContext, sentence: str) -> int:
    words = len(sentence.split())
    context.log.info(f"{words} words")
    return words


@dg.op(ins={"separator": dg.In(default_value=",")})
def split_labels(separator: str) -> list:
    return "etl,reporting,finance".split(separator)


@dg.job
def text_job():
    # Neither op receives its input from another op.
    count_words()
    split_labels()


defs = dg.Definitions(jobs=[text_job])


if __name__ == "__main__":
    text_job.execute_in_process(
        run_config={
            "ops": {
                "count_words": {
                    "inputs": {"sentence": {"value": "a value from run config"}}
                }
            }
        }
    )
