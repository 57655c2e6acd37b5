import json
from pathlib import Path
import time
from typing import Any

import dagster as dg
from atproto import Client
from dagster_aws.s3 import S3Resource
from pydantic import PrivateAttr


# [start:resource]
class BlueskyResource(dg.ConfigurableResource):
    """Reads public Bluesky data through the AT Protocol SDK."""

    handle: str
    app_password: str
    # [start:settings]
    session_file: str = ".bluesky_session"
    page_size: int = 100
    max_feed_pages: int = 5
    pause_between_pages: float = 0.5
    # [end:settings]

    _client: Client = PrivateAttr()

    # [start:session]
    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._client = Client()
        session_path = Path(self.session_file)
        if session_path.exists():
            try:
                # Reuse the saved session: no new login is counted against the account.
                self._client.login(session_string=session_path.read_text())
            except Exception:
                context.log.warning("Saved Bluesky session was rejected, logging in again")
                self._client.login(self.handle, self.app_password)
        else:
            self._client.login(self.handle, self.app_password)
        session_path.write_text(self._client.export_session_string())
    # [end:session]

    # [start:pagination]
    def starter_pack_members(self, starter_pack_uri: str) -> list[Any]:
        """Every member of a starter pack, following the list's pages to the end."""
        pack = self._client.app.bsky.graph.get_starter_pack({"starter_pack": starter_pack_uri})
        list_uri = pack.starter_pack.list.uri
        members: list[Any] = []
        cursor = None
        while True:
            page = self._client.app.bsky.graph.get_list(
                {"list": list_uri, "limit": self.page_size, "cursor": cursor}
            )
            members.extend(page.items)
            cursor = page.cursor
            if not cursor:
                return members
            time.sleep(self.pause_between_pages)

    def recent_feed(self, actor_did: str) -> list[Any]:
        """The newest items of an account's feed, at most `max_feed_pages` pages."""
        items: list[Any] = []
        cursor = None
        for _ in range(self.max_feed_pages):
            page = self._client.get_author_feed(
                actor=actor_did, limit=self.page_size, cursor=cursor
            )
            items.extend(page.feed)
            cursor = page.cursor
            if not cursor:
                break
            time.sleep(self.pause_between_pages)
        return items
    # [end:pagination]
# [end:resource]


# [start:r2]
R2_BUCKET = "bluesky-raw"

# Cloudflare R2 speaks the S3 API, so the S3 resource works with R2's endpoint.
r2_storage = S3Resource(
    endpoint_url=dg.EnvVar("R2_ENDPOINT_URL"),
    aws_access_key_id=dg.EnvVar("R2_ACCESS_KEY_ID"),
    aws_secret_access_key=dg.EnvVar("R2_SECRET_ACCESS_KEY"),
    region_name="auto",
)


def write_json_lines(storage: S3Resource, key: str, records: list[dict]) -> int:
    """Writes records to R2 as newline-delimited JSON and returns the size in bytes."""
    body = "\n".join(json.dumps(record) for record in records).encode("utf-8")
    storage.get_client().put_object(
        Bucket=R2_BUCKET, Key=key, Body=body, ContentType="application/x-ndjson"
    )
    return len(body)
# [end:r2]
