import dagster as dg

from bluesky_analytics.resources import BlueskyResource

# A development binding: one page of each member's feed is enough to exercise the pipeline.
dev_bluesky = BlueskyResource(
    handle=dg.EnvVar("BLUESKY_HANDLE"),
    app_password=dg.EnvVar("BLUESKY_APP_PASSWORD"),
    max_feed_pages=1,
)
