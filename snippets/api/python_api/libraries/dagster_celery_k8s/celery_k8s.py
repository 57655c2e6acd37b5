import dagster as dg
from dagster_celery_k8s import celery_k8s_job_executor


@dg.op
def rebuild_search_index() -> None:
    ...


# [start:executor]
# Each step becomes a Kubernetes Job, queued through Celery.
@dg.job(executor_def=celery_k8s_job_executor)
def search_index_job():
    rebuild_search_index()
# [end:executor]
