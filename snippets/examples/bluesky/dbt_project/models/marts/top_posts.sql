select
    author_handle,
    post_text,
    posted_at,
    likes,
    reposts,
    replies,
    likes + 2 * reposts + replies as engagement
from {{ ref('stg_posts') }}
where posted_at >= current_date - interval 30 day
order by engagement desc
limit 100
