select
    members.handle,
    members.display_name,
    cast(posts.posted_at as date) as post_date,
    count(*) as posts,
    sum(posts.likes) as likes,
    sum(posts.reposts) as reposts,
    sum(posts.replies) as replies
from {{ ref('stg_posts') }} as posts
join {{ ref('stg_members') }} as members
    on posts.actor_did = members.member_did
group by all
