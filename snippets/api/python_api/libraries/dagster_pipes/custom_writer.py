# [start:custom]
import json
from collections.abc import Iterator
from contextlib import contextmanager

from dagster_pipes import (
    PipesMessage,
    PipesMessageWriter,
    PipesMessageWriterChannel,
    PipesParams,
    open_dagster_pipes,
)


class QueueChannel(PipesMessageWriterChannel):
    def __init__(self, queue_path: str):
        self._queue_path = queue_path

    def write_message(self, message: PipesMessage) -> None:
        # Append each message as one JSON line to a shared spool file.
        with open(self._queue_path, "a", encoding="utf-8") as spool:
            spool.write(json.dumps(message) + "\n")


class QueueMessageWriter(PipesMessageWriter[QueueChannel]):
    @contextmanager
    def open(self, params: PipesParams) -> Iterator[QueueChannel]:
        yield QueueChannel(params["queue_path"])


with open_dagster_pipes(message_writer=QueueMessageWriter()) as pipes:
    pipes.report_asset_materialization(metadata={"status": "ok"})
# [end:custom]
