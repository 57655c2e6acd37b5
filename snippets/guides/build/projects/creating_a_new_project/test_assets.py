import dagster as dg

from my_dagster_project.assets import greeting, greeting_length
from my_dagster_project.definitions import defs


def test_greeting_length():
    result = dg.materialize([greeting, greeting_length])
    assert result.success
    assert result.output_for_node("greeting_length") == 35


def test_definitions_load():
    # Fails if an asset, job, or resource cannot be resolved.
    defs.get_repository_def()
