import dagster as dg
from dagster_celery_docker import celery_docker_executor


@dg.op
def score_leads() -> int:
    return 42


# [start:executor]
# Celery workers start a container from this image for each step.
@dg.job(
    executor_def=celery_docker_executor.configured(
        {
            "broker": "pyamqp://guest@rabbitmq.internal//",
            "docker": {
                "image": "acme/pipelines:2025.04",
                "network": "dagster_network",
                "env_vars": ["WAREHOUSE_URL"],
            },
        }
    )
)
def lead_scoring_job():
    score_leads()
# [end:executor]
