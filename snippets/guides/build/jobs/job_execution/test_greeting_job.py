import dagster as dg
from my_project.greeting import GreetingConfig, greeting_job

ADA = dg.RunConfig(ops={"build_greeting": GreetingConfig(name="Ada")})


def test_whole_job():
    result = greeting_job.execute_in_process(run_config=ADA)
    assert result.success
    assert result.output_for_node("shout") == "HELLO, ADA!"


def test_first_op_only():
    result = greeting_job.execute_in_process(
        run_config=ADA,
        op_selection=["build_greeting"],
    )
    assert result.output_for_node("build_greeting") == "Hello, Ada!"

