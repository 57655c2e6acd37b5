from collections.abc import Mapping
from typing import Any, Optional

import boto3
import dagster as dg
from dagster._core.launcher import (
    CheckRunHealthResult,
    LaunchRunContext,
    RunLauncher,
    WorkerStatus,
)
from dagster._grpc.types import ExecuteRunArgs
from dagster._serdes import ConfigurableClass, ConfigurableClassData

# The run tag that remembers which AWS Batch job runs a Dagster run.
BATCH_JOB_ID_TAG = "aws-batch/job-id"


class BatchRunLauncher(RunLauncher, ConfigurableClass):
    """Launches each Dagster run as an AWS Batch job."""

    # [start:config]
    def __init__(
        self,
        job_queue: str,
        job_definition: str,
        region_name: Optional[str] = None,
        inst_data: Optional[ConfigurableClassData] = None,
    ):
        self._inst_data = inst_data
        self.job_queue = job_queue
        self.job_definition = job_definition
        self._batch = boto3.client("batch", region_name=region_name)
        super().__init__()

    @property
    def inst_data(self) -> Optional[ConfigurableClassData]:
        return self._inst_data

    @classmethod
    def config_type(cls) -> dict:
        return {
            "job_queue": dg.Field(dg.StringSource, description="Batch job queue."),
            "job_definition": dg.Field(
                dg.StringSource,
                description="Job definition whose image has your code and Dagster.",
            ),
            "region_name": dg.Field(dg.StringSource, is_required=False),
        }

    @classmethod
    def from_config_value(
        cls, inst_data: ConfigurableClassData, config_value: Mapping[str, Any]
    ) -> "BatchRunLauncher":
        return cls(inst_data=inst_data, **config_value)
    # [end:config]

    # [start:launch_run]
    def launch_run(self, context: LaunchRunContext) -> None:
        run = context.dagster_run
        job_origin = context.job_code_origin
        if job_origin is None:
            raise dg.DagsterInvariantViolationError(
                f"Run {run.run_id} has no code origin to execute."
            )

        # The same command every built-in launcher runs in its run worker.
        command = ExecuteRunArgs(
            job_origin=job_origin,
            run_id=run.run_id,
            instance_ref=self._instance.get_ref(),
        ).get_command_args()

        response = self._batch.submit_job(
            jobName=f"dagster-run-{run.run_id}",
            jobQueue=self.job_queue,
            jobDefinition=self.job_definition,
            containerOverrides={"command": list(command)},
        )
        job_id = response["jobId"]

        self._instance.add_run_tags(run.run_id, {BATCH_JOB_ID_TAG: job_id})
        self._instance.report_engine_event(
            f"Submitted AWS Batch job {job_id} to queue {self.job_queue}",
            dagster_run=run,
            cls=self.__class__,
        )
    # [end:launch_run]

    # [start:terminate]
    def terminate(self, run_id: str) -> bool:
        run = self._instance.get_run_by_id(run_id)
        if run is None or run.is_finished:
            return False
        job_id = run.tags.get(BATCH_JOB_ID_TAG)
        if job_id is None:
            return False

        self._instance.report_run_canceling(run)
        self._batch.terminate_job(jobId=job_id, reason="Terminated from Dagster")
        return True
    # [end:terminate]

    # [start:health]
    @property
    def supports_check_run_worker_health(self) -> bool:
        return True

    def check_run_worker_health(self, run: dg.DagsterRun) -> CheckRunHealthResult:
        job_id = run.tags.get(BATCH_JOB_ID_TAG)
        if job_id is None:
            return CheckRunHealthResult(WorkerStatus.UNKNOWN, "No Batch job ID on the run")

        jobs = self._batch.describe_jobs(jobs=[job_id])["jobs"]
        if not jobs:
            return CheckRunHealthResult(WorkerStatus.NOT_FOUND, f"Batch job {job_id} not found")

        status = jobs[0]["status"]
        if status == "SUCCEEDED":
            return CheckRunHealthResult(WorkerStatus.SUCCESS)
        if status == "FAILED":
            return CheckRunHealthResult(WorkerStatus.FAILED, jobs[0].get("statusReason"))
        # SUBMITTED, PENDING, RUNNABLE, STARTING and RUNNING all count as alive.
        return CheckRunHealthResult(WorkerStatus.RUNNING)
    # [end:health]
