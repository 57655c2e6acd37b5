select
    member.did as member_did,
    member.handle as handle,
    member.display_name as display_name,
    starter_pack,
    cast(captured_at as timestamp) as captured_at
from {{ source('bluesky_raw', 'starter_pack_members') }}
qualify row_number() over (partition by member.did order by captured_at desc) = 1
