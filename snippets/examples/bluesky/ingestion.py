from datetime import datetime, timezone

import dagster as dg
from dagster_aws.s3 import S3Resource

from bluesky_analytics.resources import BlueskyResource, write_json_lines

# [start:partitions]
# Short partition keys for the UI, mapped to the AT URI of each starter pack:
# at://<creator DID>/app.bsky.graph.starterpack/<record key>
STARTER_PACKS = {
    "data-engineering": "at://did:plc:replace-with-creator-did/app.bsky.graph.starterpack/replace-with-rkey",
}

starter_pack_partitions = dg.StaticPartitionsDefinition(list(STARTER_PACKS))
member_partitions = dg.DynamicPartitionsDefinition(name="bluesky_members")
# [end:partitions]


# [start:starter_pack_members]
@dg.asset(
    partitions_def=starter_pack_partitions,
    automation_condition=dg.AutomationCondition.on_cron("0 5 * * *"),
    group_name="ingestion",
    kinds={"python"},
)
def starter_pack_members(
    context: dg.AssetExecutionContext, bluesky: BlueskyResource, r2: S3Resource
) -> dg.MaterializeResult:
    """Snapshot of the accounts in a starter pack, one JSON line per member."""
    captured_at = datetime.now(timezone.utc)
    members = bluesky.starter_pack_members(STARTER_PACKS[context.partition_key])

    records = [
        {
            "captured_at": captured_at.isoformat(),
            "starter_pack": context.partition_key,
            "member": item.subject.model_dump(mode="json"),
        }
        for item in members
    ]
    key = f"starter_packs/{context.partition_key}/{captured_at:%Y%m%dT%H%M%S}.jsonl"
    size = write_json_lines(r2, key, records)

    # [start:register_members]
    # Every member becomes a partition of member_posts.
    member_dids = sorted({item.subject.did for item in members})
    known = set(context.instance.get_dynamic_partitions(member_partitions.name))
    new_dids = [did for did in member_dids if did not in known]
    context.instance.add_dynamic_partitions(member_partitions.name, new_dids)
    # [end:register_members]

    return dg.MaterializeResult(
        metadata={
            "members": len(member_dids),
            "new_members": len(new_dids),
            "object_key": key,
            "bytes_written": size,
        }
    )
# [end:starter_pack_members]


# [start:member_posts]
# [start:member_posts_decorator]
@dg.asset(
    partitions_def=member_partitions,
    deps=[dg.AssetDep(starter_pack_members, partition_mapping=dg.AllPartitionMapping())],
    automation_condition=dg.AutomationCondition.eager(),
    pool="bluesky_api",
    retry_policy=dg.RetryPolicy(
        max_retries=3,
        delay=60,
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    ),
    group_name="ingestion",
    kinds={"python"},
)
# [end:member_posts_decorator]
def member_posts(
    context: dg.AssetExecutionContext, bluesky: BlueskyResource, r2: S3Resource
) -> dg.MaterializeResult:
    """Recent feed of one starter pack member, as returned by the AT Protocol."""
    actor_did = context.partition_key
    captured_at = datetime.now(timezone.utc)
    feed = bluesky.recent_feed(actor_did)

    if not feed:
        context.log.info(f"{actor_did} has no posts yet; nothing written")
        return dg.MaterializeResult(metadata={"feed_items": 0})

    records = [
        {
            "captured_at": captured_at.isoformat(),
            "actor_did": actor_did,
            "feed_item": item.model_dump(mode="json"),
        }
        for item in feed
    ]
    key = f"posts/{actor_did}/{captured_at:%Y%m%dT%H%M%S}.jsonl"
    size = write_json_lines(r2, key, records)

    return dg.MaterializeResult(
        metadata={"feed_items": len(records), "object_key": key, "bytes_written": size}
    )
# [end:member_posts]
