import json
import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import dagster as dg
import redis
from dagster_pipes import PipesContextData, PipesParams

REDIS_URL = os.getenv("PIPES_REDIS_URL", "redis://localhost:6379/0")


# [start:injector]
class RedisContextInjector(dg.PipesContextInjector):
    """Stores the context payload under a one-off Redis key."""

    def __init__(self, url: str, ttl_seconds: int = 24 * 3600):
        self.url = url
        self.ttl_seconds = ttl_seconds

    @contextmanager
    def inject_context(self, context_data: PipesContextData) -> Iterator[PipesParams]:
        client = redis.Redis.from_url(self.url)
        key = f"dagster-pipes:context:{uuid.uuid4().hex}"
        client.set(key, json.dumps(context_data), ex=self.ttl_seconds)
        try:
            # These params reach the external process inside DAGSTER_PIPES_CONTEXT.
            yield {"url": self.url, "key": key}
        finally:
            client.delete(key)

    def no_messages_debug_text(self) -> str:
        return (
            "Context was injected through Redis. The external process must pass "
            "RedisContextLoader to open_dagster_pipes()."
        )


# [end:injector]


# [start:reader]
class RedisMessageReader(dg.PipesMessageReader):
    """Pops Pipes messages from a Redis list that the external process pushes to."""

    def __init__(self, url: str, poll_interval: float = 0.5):
        self.url = url
        self.poll_interval = poll_interval

    @contextmanager
    def read_messages(self, handler: dg.PipesMessageHandler) -> Iterator[PipesParams]:
        client = redis.Redis.from_url(self.url)
        key = f"dagster-pipes:messages:{uuid.uuid4().hex}"
        session_closed = threading.Event()

        def drain() -> None:
            while True:
                raw = client.lpop(key)
                if raw is not None:
                    handler.handle_message(json.loads(raw))
                elif session_closed.is_set():
                    return  # the list is empty and the session is over
                else:
                    time.sleep(self.poll_interval)

        thread = threading.Thread(target=drain, daemon=True)
        thread.start()
        try:
            # These params reach the external process inside DAGSTER_PIPES_MESSAGES.
            yield {"url": self.url, "key": key}
        finally:
            session_closed.set()
            thread.join()
            client.delete(key)

    def no_messages_debug_text(self) -> str:
        return (
            "Messages were expected on a Redis list. The external process must pass "
            "RedisMessageWriter to open_dagster_pipes()."
        )


# [end:reader]


# [start:asset]
@dg.asset
def scored_leads(context: dg.AssetExecutionContext):
    with dg.open_pipes_session(
        context=context,
        context_injector=RedisContextInjector(REDIS_URL),
        message_reader=RedisMessageReader(REDIS_URL),
        extras={"batch_size": 500},
    ) as session:
        process = subprocess.Popen(
            [sys.executable, dg.file_relative_path(__file__, "redis_external.py")],
            env={**os.environ, **session.get_bootstrap_env_vars()},
        )
        if process.wait() != 0:
            raise dg.Failure("Lead scoring failed; see the captured stderr for details.")
    yield from session.get_results()


defs = dg.Definitions(assets=[scored_leads])
# [end:asset]
