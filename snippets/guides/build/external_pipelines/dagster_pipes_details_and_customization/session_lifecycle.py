import os
import subprocess
import sys

import dagster as dg


@dg.asset
def inventory_snapshot(context: dg.AssetExecutionContext):
    script = dg.file_relative_path(__file__, "snapshot_inventory.py")

    # 1. Open the session: the injector writes the context, the reader starts listening.
    with dg.open_pipes_session(
        context=context,
        context_injector=dg.PipesTempFileContextInjector(),
        message_reader=dg.PipesTempFileMessageReader(),
        extras={"warehouse": "rotterdam"},
    ) as session:
        # 2. Launch the external process with the bootstrap environment variables.
        process = subprocess.Popen(
            [sys.executable, script],
            env={**os.environ, **session.get_bootstrap_env_vars()},
        )
        # 3. Wait for it. Messages are handled on a background thread meanwhile.
        returncode = process.wait()
        if returncode != 0:
            raise dg.Failure(f"The inventory snapshot exited with code {returncode}")

    # 4. After the session closes, hand the reported results to Dagster.
    yield from session.get_results()


defs = dg.Definitions(assets=[inventory_snapshot])
