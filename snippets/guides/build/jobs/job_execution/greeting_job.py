import dagster as dg


class GreetingConfig(dg.Config):
    name: str


@dg.op
def build_greeting(config: GreetingConfig) -> str:
    return f"Hello, {config.name}!"


@dg.op
def shout(greeting: str) -> str:
    return greeting.upper()


@dg.job
def greeting_job():
    shout(build_greeting())


defs = dg.Definitions(jobs=[greeting_job])


if __name__ == "__main__":
    result = greeting_job.execute_in_process(
        run_config=dg.RunConfig(ops={"build_greeting": GreetingConfig(name="Ada")}),
        tags={"triggered_by": "script"},
    )
    print(result.success, result.output_for_node("shout"))
