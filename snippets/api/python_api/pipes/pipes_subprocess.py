import shutil

import dagster as dg


# [start:subprocess_client]
@dg.asset
def cleaned_events(
    context: dg.AssetExecutionContext, pipes_subprocess_client: dg.PipesSubprocessClient
) -> dg.MaterializeResult:
    # The script calls dagster_pipes.open_dagster_pipes() and reports a materialization.
    return pipes_subprocess_client.run(
        command=[shutil.which("python"), "scripts/clean_events.py"],
        context=context,
        extras={"source_table": "raw_events"},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[cleaned_events],
    resources={"pipes_subprocess_client": dg.PipesSubprocessClient(cwd="/opt/pipelines")},
)
# [end:subprocess_client]


# [start:custom_transport]
# Send the context in an environment variable and collect messages in a known file,
# for example to inspect them after a failed run.
events_client = dg.PipesSubprocessClient(
    env={"EVENTS_BUCKET": "analytics-raw"},
    context_injector=dg.PipesEnvContextInjector(),
    message_reader=dg.PipesFileMessageReader(
        path="/tmp/pipes/clean_events_messages.jsonl",
        include_stdio_in_messages=True,
        cleanup_file=False,
    ),
    forward_termination=True,
    termination_timeout_seconds=60,
)
# [end:custom_transport]
