from dataclasses import dataclass
import hashlib
import re
from typing import Optional


# [start:feed]
@dataclass(frozen=True)
class PodcastFeed:
    """One podcast to follow. `slug` becomes part of asset, job and sensor names."""

    slug: str
    display_name: str
    url: str
    whisper_model: str = "base.en"
    max_new_episodes: int = 2
# [end:feed]


# [start:helpers]
def episode_partition_key(entry) -> str:
    """A readable, stable key: the title as a slug, plus a short hash of the episode's ID."""
    episode_id = entry.get("id") or entry.get("link") or entry.get("title", "")
    title = re.sub(r"[^a-z0-9]+", "-", entry.get("title", "episode").lower()).strip("-")
    return f"{title[:50]}-{hashlib.sha1(episode_id.encode()).hexdigest()[:8]}"


def episode_audio_url(entry) -> Optional[str]:
    """The URL of the episode's audio enclosure, if the feed entry has one."""
    for enclosure in entry.get("enclosures", []):
        if enclosure.get("type", "").startswith("audio/"):
            return enclosure.get("href")
    return None


def episode_prefix(feed_slug: str, partition_key: str) -> str:
    """Every file of an episode lives under one prefix in the bucket."""
    return f"{feed_slug}/{partition_key}"
# [end:helpers]
