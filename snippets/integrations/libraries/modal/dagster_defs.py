from pathlib import Path

import dagster as dg
from dagster_modal import ModalClient

# The folder that holds call_transcripts.py.
MODAL_DIR = Path(__file__).parent / "modal_apps"

daily = dg.DailyPartitionsDefinition(start_date="2025-03-01")


@dg.asset(partitions_def=daily, kinds={"modal"})
def call_transcripts(
    context: dg.AssetExecutionContext, modal: ModalClient
) -> dg.MaterializeResult:
    """Transcripts of the support calls recorded on one day."""
    # In a real project, list the day's recordings from storage here.
    call_ids = [f"{context.partition_key}-{n:04d}" for n in range(1, 4)]
    return modal.run(
        func_ref="call_transcripts.py::main",
        context=context,
        extras={"call_ids": call_ids},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[call_transcripts],
    resources={"modal": ModalClient(project_directory=MODAL_DIR)},
)
