import dagster as dg


@dg.op
def start() -> int:
    return 1


@dg.op
def add_one(number: int) -> int:
    return number + 1


# The step list could come from a YAML file or a database.
steps = ["first_increment", "second_increment", "third_increment"]

dependencies = {}
previous = "start"
for step in steps:
    dependencies[dg.NodeInvocation("add_one", alias=step)] = {
        "number": dg.DependencyDefinition(previous)
    }
    previous = step

counting_graph = dg.GraphDefinition(
    name="counting_graph",
    node_defs=[start, add_one],
    dependencies=dependencies,
)

counting_job = counting_graph.to_job()

defs = dg.Definitions(jobs=[counting_job])
