import os

import dagster as dg

INBOX_DIR = "data/inbox"


@dg.asset
def inbox_batch() -> None:
    """Processes the files waiting in the inbox."""


inbox_job = dg.define_asset_job("inbox_job", selection=[inbox_batch])


@dg.sensor(job=inbox_job, minimum_interval_seconds=60)
def inbox_sensor(context: dg.SensorEvaluationContext):
    # The cursor is the name of the last file that was handled.
    names = sorted(name for name in os.listdir(INBOX_DIR) if name.endswith(".json"))
    new_names = [name for name in names if context.cursor is None or name > context.cursor]

    if not new_names:
        return dg.SkipReason("Inbox has no new files")

    context.update_cursor(new_names[-1])
    return [dg.RunRequest(run_key=name, tags={"file": name}) for name in new_names]


defs = dg.Definitions(assets=[inbox_batch], jobs=[inbox_job], sensors=[inbox_sensor])
