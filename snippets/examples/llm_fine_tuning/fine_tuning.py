import time

import dagster as dg
from dagster_openai import OpenAIResource

from genre_classifier.constants import BASE_MODEL


# [start:upload]
def upload_for_fine_tuning(
    context: dg.AssetExecutionContext, openai: OpenAIResource, path: str
) -> str:
    with openai.get_client(context) as client:
        with open(path, "rb") as file:
            uploaded = client.files.create(file=file, purpose="fine-tune")
    context.add_output_metadata({"file_id": uploaded.id, "bytes": uploaded.bytes})
    return uploaded.id


@dg.asset(group_name="fine_tuning", kinds={"openai"})
def training_file_id(
    context: dg.AssetExecutionContext, openai: OpenAIResource, training_file: str
) -> str:
    """ID of the training file in the OpenAI account."""
    return upload_for_fine_tuning(context, openai, training_file)


@dg.asset(group_name="fine_tuning", kinds={"openai"})
def validation_file_id(
    context: dg.AssetExecutionContext, openai: OpenAIResource, validation_file: str
) -> str:
    """ID of the validation file in the OpenAI account."""
    return upload_for_fine_tuning(context, openai, validation_file)
# [end:upload]


# [start:config]
class FineTuningConfig(dg.Config):
    base_model: str = BASE_MODEL
    suffix: str = "comic-genres"
    poll_interval_seconds: int = 30
    timeout_minutes: int = 180


FINISHED = {"succeeded", "failed", "cancelled"}
# [end:config]


# [start:fine_tuned_model]
@dg.asset(group_name="fine_tuning", kinds={"openai"})
def fine_tuned_model(
    context: dg.AssetExecutionContext,
    config: FineTuningConfig,
    openai: OpenAIResource,
    training_file_id: str,
    validation_file_id: str,
) -> str:
    """Name of the fine-tuned model, ready to use in chat completions."""
    with openai.get_client(context) as client:
        job = client.fine_tuning.jobs.create(
            model=config.base_model,
            training_file=training_file_id,
            validation_file=validation_file_id,
            suffix=config.suffix,
        )
        context.log.info(f"Started fine-tuning job {job.id}")

        deadline = time.monotonic() + config.timeout_minutes * 60
        while job.status not in FINISHED:
            if time.monotonic() > deadline:
                client.fine_tuning.jobs.cancel(job.id)
                raise dg.Failure(
                    description=f"Job {job.id} took longer than {config.timeout_minutes} minutes and was cancelled",
                    allow_retries=False,
                )
            time.sleep(config.poll_interval_seconds)
            job = client.fine_tuning.jobs.retrieve(job.id)
            context.log.info(f"Job {job.id} is {job.status}")

    if job.status != "succeeded":
        reason = job.error.message if job.error else "no reason given"
        raise dg.Failure(
            description=f"Job {job.id} ended as {job.status}: {reason}",
            metadata={"job_id": job.id},
            allow_retries=False,
        )

    context.add_output_metadata(
        {
            "model_name": job.fine_tuned_model,
            "job_id": job.id,
            "base_model": config.base_model,
            "trained_tokens": job.trained_tokens or 0,
        }
    )
    return job.fine_tuned_model
# [end:fine_tuned_model]
