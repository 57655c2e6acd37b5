import dagster as dg

from podcast_digest.factory import build_podcast_pipeline
from podcast_digest.feeds import PodcastFeed
from podcast_digest.resources import resources

# [start:feeds]
FEEDS = [
    PodcastFeed(
        slug="data_engineering_weekly",
        display_name="Data Engineering Weekly",
        url="https://podcasts.example.com/data-engineering-weekly/rss",
    ),
    PodcastFeed(
        slug="ml_in_practice",
        display_name="ML in Practice",
        url="https://podcasts.example.com/ml-in-practice/rss",
        whisper_model="small.en",
    ),
]
# [end:feeds]

# [start:defs]
defs = dg.Definitions.merge(
    *[build_podcast_pipeline(feed) for feed in FEEDS],
    dg.Definitions(resources=resources),
)
# [end:defs]
