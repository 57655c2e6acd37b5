import shutil
import subprocess

import dagster as dg


# [start:open_pipes_session]
@dg.asset
def weather_forecast(context: dg.AssetExecutionContext):
    with dg.open_pipes_session(
        context=context,
        context_injector=dg.PipesTempFileContextInjector(),
        message_reader=dg.PipesTempFileMessageReader(),
        extras={"region": "us-east"},
    ) as session:
        # You launch the process yourself and pass the bootstrap variables to it.
        process = subprocess.Popen(
            [shutil.which("python"), "scripts/forecast.py"],
            env={**session.get_bootstrap_env_vars()},
        )
        process.wait()

    # After the block, the session has read every message; yield the results to Dagster.
    yield from session.get_results(
        metadata={"exit_code": dg.MetadataValue.int(process.returncode)}
    )
# [end:open_pipes_session]


# [start:file_context_injector]
@dg.asset
def nightly_export(context: dg.AssetExecutionContext):
    with dg.open_pipes_session(
        context=context,
        # Write the context to a fixed path the external tool is configured to read.
        context_injector=dg.PipesFileContextInjector(path="/tmp/pipes/nightly_context.json"),
        message_reader=dg.PipesTempFileMessageReader(),
    ) as session:
        subprocess.run(
            ["/opt/tools/export", *_as_cli_args(session.get_bootstrap_cli_arguments())],
            check=True,
        )
    yield from session.get_results()


def _as_cli_args(arguments: dict[str, str]) -> list[str]:
    return [part for name, value in arguments.items() for part in (name, value)]
# [end:file_context_injector]
