import modal
from dagster_pipes import open_dagster_pipes

app = modal.App("support-call-transcripts")

gpu_image = modal.Image.debian_slim(python_version="3.11").pip_install(
    "openai-whisper", "boto3"
)


@app.function(image=gpu_image, gpu="A10G", timeout=30 * 60)
def transcribe(call_id: str) -> int:
    """Runs in a Modal container with a GPU: transcribes one recorded call.

    Downloading the recording, running the model and uploading the transcript
    are left out here; the function returns the transcript's word count.
    """
    return 0


@app.local_entrypoint()
def main():
    # Runs on the machine that started `modal run`, inside the Dagster step,
    # so it can talk to Dagster through Pipes.
    with open_dagster_pipes() as pipes:
        call_ids = pipes.get_extra("call_ids")
        pipes.log.info(f"Transcribing {len(call_ids)} calls on Modal")
        word_counts = list(transcribe.map(call_ids))
        pipes.report_asset_materialization(
            metadata={"calls": len(call_ids), "words": sum(word_counts)}
        )
