import json

import dagster as dg
import feedparser
import requests
from dagster_aws.s3 import S3Resource
from dagster_modal import ModalClient
from dagster_openai import OpenAIResource

from podcast_digest.feeds import (
    PodcastFeed,
    episode_audio_url,
    episode_partition_key,
    episode_prefix,
)
from podcast_digest.resources import R2_BUCKET, EmailResource, object_exists, read_text, write_text

SUMMARY_MODEL = "gpt-4o-mini"
SUMMARY_PROMPT = (
    "You write short digests of podcast episodes for busy listeners. From the transcript, "
    "write a two-sentence overview, then five bullet points with the main ideas, "
    "then one line naming any tools, books or people worth looking up."
)


class EpisodeConfig(dg.Config):
    audio_url: str
    title: str


# [start:factory]
def build_podcast_pipeline(feed: PodcastFeed) -> dg.Definitions:
    """Assets, a job and a sensor that turn new episodes of one feed into emailed digests."""
    episodes = dg.DynamicPartitionsDefinition(name=f"{feed.slug}_episodes")
    audio_asset_name = f"{feed.slug}_audio"
    # [end:factory]

    # [start:audio]
    @dg.asset(name=audio_asset_name, partitions_def=episodes, group_name=feed.slug, kinds={"python"})
    def episode_audio(
        context: dg.AssetExecutionContext, config: EpisodeConfig, r2: S3Resource
    ) -> dg.MaterializeResult:
        """The episode's audio file, copied from the podcast host to R2."""
        prefix = episode_prefix(feed.slug, context.partition_key)
        write_text(
            r2,
            f"{prefix}/episode.json",
            json.dumps({"title": config.title, "audio_url": config.audio_url}),
        )
        if object_exists(r2, f"{prefix}/audio"):
            return dg.MaterializeResult(metadata={"status": "already stored"})

        response = requests.get(config.audio_url, timeout=600)
        response.raise_for_status()
        r2.get_client().put_object(Bucket=R2_BUCKET, Key=f"{prefix}/audio", Body=response.content)
        return dg.MaterializeResult(
            metadata={
                "status": "downloaded",
                "title": config.title,
                "megabytes": round(len(response.content) / 1_000_000, 1),
            }
        )
    # [end:audio]

    # [start:transcript]
    @dg.asset(
        name=f"{feed.slug}_transcript",
        partitions_def=episodes,
        deps=[episode_audio],
        group_name=feed.slug,
        kinds={"modal"},
        pool="modal_gpu",
    )
    def episode_transcript(
        context: dg.AssetExecutionContext, modal: ModalClient, r2: S3Resource
    ) -> dg.MaterializeResult:
        """Whisper transcript of the episode, produced on a Modal GPU."""
        prefix = episode_prefix(feed.slug, context.partition_key)
        if object_exists(r2, f"{prefix}/transcript.json"):
            return dg.MaterializeResult(metadata={"status": "already transcribed"})

        return modal.run(
            func_ref="modal_app/transcribe.py",
            context=context,
            extras={
                "audio_key": f"{prefix}/audio",
                "transcript_key": f"{prefix}/transcript.json",
                "whisper_model": feed.whisper_model,
            },
        ).get_materialize_result()
    # [end:transcript]

    # [start:summary]
    @dg.asset(
        name=f"{feed.slug}_summary",
        partitions_def=episodes,
        deps=[episode_transcript],
        group_name=feed.slug,
        kinds={"openai"},
    )
    def episode_summary(
        context: dg.AssetExecutionContext, openai: OpenAIResource, r2: S3Resource
    ) -> dg.MaterializeResult:
        """A short digest of the episode, written by an OpenAI model from the transcript."""
        prefix = episode_prefix(feed.slug, context.partition_key)
        transcript = json.loads(read_text(r2, f"{prefix}/transcript.json"))

        with openai.get_client(context) as client:
            response = client.chat.completions.create(
                model=SUMMARY_MODEL,
                messages=[
                    {"role": "system", "content": SUMMARY_PROMPT},
                    {"role": "user", "content": transcript["text"]},
                ],
            )
        summary = response.choices[0].message.content or ""
        write_text(r2, f"{prefix}/summary.md", summary)
        return dg.MaterializeResult(metadata={"summary": dg.MetadataValue.md(summary)})
    # [end:summary]

    # [start:email]
    @dg.asset(
        name=f"{feed.slug}_email",
        partitions_def=episodes,
        deps=[episode_summary],
        group_name=feed.slug,
        kinds={"email"},
    )
    def episode_email(
        context: dg.AssetExecutionContext, email: EmailResource, r2: S3Resource
    ) -> dg.MaterializeResult:
        """The digest, sent by email to the configured recipient."""
        prefix = episode_prefix(feed.slug, context.partition_key)
        episode = json.loads(read_text(r2, f"{prefix}/episode.json"))
        summary = read_text(r2, f"{prefix}/summary.md")
        email.send(subject=f"{feed.display_name}: {episode['title']}", body=summary)
        return dg.MaterializeResult(metadata={"recipient": email.recipient})
    # [end:email]

    # [start:job]
    episode_job = dg.define_asset_job(
        name=f"{feed.slug}_episode_job",
        selection=dg.AssetSelection.assets(
            episode_audio, episode_transcript, episode_summary, episode_email
        ),
    )
    # [end:job]

    # [start:sensor]
    @dg.sensor(
        name=f"{feed.slug}_new_episodes",
        job=episode_job,
        minimum_interval_seconds=15 * 60,
        default_status=dg.DefaultSensorStatus.RUNNING,
    )
    def new_episodes(context: dg.SensorEvaluationContext):
        parsed = feedparser.parse(feed.url, etag=context.cursor)
        if parsed.get("status") == 304:
            return dg.SkipReason("Feed unchanged since the last check")

        new = []
        for entry in parsed.entries:
            audio_url = episode_audio_url(entry)
            key = episode_partition_key(entry)
            if audio_url is None or context.instance.has_dynamic_partition(episodes.name, key):
                continue
            new.append((key, audio_url, entry.get("title", key)))
            if len(new) == feed.max_new_episodes:
                break

        # Remember the feed's ETag: the next tick downloads the feed only if it changed.
        context.update_cursor(parsed.get("etag") or context.cursor)
        if not new:
            return dg.SkipReason("No new episodes with audio")

        return dg.SensorResult(
            dynamic_partitions_requests=[episodes.build_add_request([key for key, _, _ in new])],
            run_requests=[
                dg.RunRequest(
                    run_key=key,
                    partition_key=key,
                    run_config=dg.RunConfig(
                        ops={audio_asset_name: EpisodeConfig(audio_url=audio_url, title=title)}
                    ),
                )
                for key, audio_url, title in new
            ],
        )
    # [end:sensor]

    # [start:return]
    return dg.Definitions(
        assets=[episode_audio, episode_transcript, episode_summary, episode_email],
        jobs=[episode_job],
        sensors=[new_episodes],
    )
    # [end:return]
