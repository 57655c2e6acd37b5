import json
from collections.abc import Iterator
from contextlib import contextmanager

import redis
from dagster_pipes import (
    PipesContextData,
    PipesContextLoader,
    PipesMessage,
    PipesMessageWriter,
    PipesMessageWriterChannel,
    PipesParams,
    open_dagster_pipes,
)


class RedisContextLoader(PipesContextLoader):
    @contextmanager
    def load_context(self, params: PipesParams) -> Iterator[PipesContextData]:
        client = redis.Redis.from_url(params["url"])
        raw = client.get(params["key"])
        if raw is None:
            raise RuntimeError(f"No Pipes context found at Redis key {params['key']}")
        yield json.loads(raw)


class RedisMessageWriterChannel(PipesMessageWriterChannel):
    def __init__(self, client: redis.Redis, key: str):
        self._client = client
        self._key = key

    def write_message(self, message: PipesMessage) -> None:
        self._client.rpush(self._key, json.dumps(message))


class RedisMessageWriter(PipesMessageWriter):
    @contextmanager
    def open(self, params: PipesParams) -> Iterator[RedisMessageWriterChannel]:
        client = redis.Redis.from_url(params["url"])
        try:
            yield RedisMessageWriterChannel(client, params["key"])
        finally:
            client.close()


def main() -> None:
    with open_dagster_pipes(
        context_loader=RedisContextLoader(),
        message_writer=RedisMessageWriter(),
    ) as pipes:
        batch_size = pipes.get_extra("batch_size")
        pipes.log.info(f"Scoring leads in batches of {batch_size}")
        pipes.report_asset_materialization(metadata={"leads_scored": 3 * batch_size})


if __name__ == "__main__":
    main()
