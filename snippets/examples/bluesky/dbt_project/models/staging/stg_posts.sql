with feed_items as (
    select
        actor_did,
        cast(captured_at as timestamp) as captured_at,
        feed_item
    from {{ source('bluesky_raw', 'member_posts') }}
    where feed_item.reason is null
)

select
    feed_item.post.uri as post_uri,
    actor_did,
    feed_item.post.author.handle as author_handle,
    feed_item.post.record.text as post_text,
    cast(feed_item.post.indexed_at as timestamp) as posted_at,
    coalesce(feed_item.post.like_count, 0) as likes,
    coalesce(feed_item.post.repost_count, 0) as reposts,
    coalesce(feed_item.post.reply_count, 0) as replies,
    captured_at
from feed_items
qualify row_number() over (partition by feed_item.post.uri order by captured_at desc) = 1
