import boto3
import dagster as dg
from dagster_aws.pipes import PipesEMRClient, PipesS3MessageReader

ARTIFACTS = "s3://acme-data-artifacts/emr"


@dg.asset
def sessionized_clicks(
    context: dg.AssetExecutionContext,
    pipes_emr_client: PipesEMRClient,
) -> dg.MaterializeResult:
    return pipes_emr_client.run(
        context=context,
        # Passed to the boto3 EMR client's run_job_flow call.
        run_job_flow_params={
            "Name": f"sessionize-{context.run.run_id[:8]}",
            "ReleaseLabel": "emr-7.2.0",
            "LogUri": "s3://acme-data-logs/emr/",
            "Applications": [{"Name": "Spark"}],
            "Instances": {
                "InstanceGroups": [
                    {
                        "Name": "primary",
                        "InstanceRole": "MASTER",
                        "InstanceType": "m5.xlarge",
                        "InstanceCount": 1,
                    },
                    {
                        "Name": "core",
                        "InstanceRole": "CORE",
                        "InstanceType": "m5.xlarge",
                        "InstanceCount": 2,
                    },
                ],
                # The cluster must shut down after its steps for the client to finish.
                "KeepJobFlowAliveWhenNoSteps": False,
            },
            "BootstrapActions": [
                {
                    "Name": "install-dagster-pipes",
                    "ScriptBootstrapAction": {"Path": f"{ARTIFACTS}/install_pipes.sh"},
                }
            ],
            "Steps": [
                {
                    "Name": "sessionize",
                    "ActionOnFailure": "TERMINATE_CLUSTER",
                    "HadoopJarStep": {
                        "Jar": "command-runner.jar",
                        "Args": ["spark-submit", "--deploy-mode", "cluster", f"{ARTIFACTS}/script.py"],
                    },
                }
            ],
            "JobFlowRole": "EMR_EC2_DefaultRole",
            "ServiceRole": "EMR_DefaultRole",
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[sessionized_clicks],
    resources={
        "pipes_emr_client": PipesEMRClient(
            message_reader=PipesS3MessageReader(
                client=boto3.client("s3"),
                bucket="acme-dagster-pipes",
                # Also forward the driver's stdout and stderr through Pipes messages.
                include_stdio_in_messages=True,
            ),
        )
    },
)
