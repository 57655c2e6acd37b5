import json
import os

import modal

# [start:app]
R2_BUCKET = "podcast-digest"
MOUNT_PATH = "/bucket"

image = (
    modal.Image.debian_slim(python_version="3.11")
    .apt_install("ffmpeg")
    .pip_install("openai-whisper")
)

app = modal.App("podcast-transcriber", image=image)
# [end:app]

# [start:mount]
# The R2 bucket appears as a folder in the container. The credentials come from a
# Modal secret named r2-credentials, created once with `modal secret create`.
r2_bucket = modal.CloudBucketMount(
    R2_BUCKET,
    bucket_endpoint_url=os.environ.get("R2_ENDPOINT_URL"),
    secret=modal.Secret.from_name("r2-credentials"),
)
# [end:mount]


# [start:transcribe]
@app.function(gpu="T4", timeout=60 * 60, volumes={MOUNT_PATH: r2_bucket})
def transcribe(audio_key: str, transcript_key: str, whisper_model: str) -> dict:
    """Runs in a GPU container on Modal: audio file in, transcript file out."""
    import whisper

    model = whisper.load_model(whisper_model, device="cuda")
    result = model.transcribe(f"{MOUNT_PATH}/{audio_key}")

    segments = [
        {"start": round(s["start"], 1), "end": round(s["end"], 1), "text": s["text"].strip()}
        for s in result["segments"]
    ]
    with open(f"{MOUNT_PATH}/{transcript_key}", "w", encoding="utf-8") as file:
        json.dump({"language": result["language"], "text": result["text"], "segments": segments}, file)

    return {
        "language": result["language"],
        "characters": len(result["text"]),
        "segments": len(segments),
        "minutes": round(segments[-1]["end"] / 60, 1) if segments else 0,
    }
# [end:transcribe]


# [start:entrypoint]
@app.local_entrypoint()
def main():
    # Runs on the machine that called `modal run`, inside the Dagster step's subprocess.
    from dagster_pipes import open_dagster_pipes

    with open_dagster_pipes() as pipes:
        audio_key = pipes.get_extra("audio_key")
        transcript_key = pipes.get_extra("transcript_key")
        whisper_model = pipes.get_extra("whisper_model")

        pipes.log.info(f"Transcribing {audio_key} with Whisper {whisper_model} on a Modal GPU")
        stats = transcribe.remote(audio_key, transcript_key, whisper_model)
        pipes.log.info(f"Wrote {transcript_key}: {stats['minutes']} minutes of audio")

        pipes.report_asset_materialization(metadata={"transcript_key": transcript_key, **stats})
# [end:entrypoint]
