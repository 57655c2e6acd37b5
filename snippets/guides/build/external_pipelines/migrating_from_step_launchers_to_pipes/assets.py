import dagster as dg
from dagster_aws.pipes import PipesEMRServerlessClient

SCRIPTS = "s3://acme-data-artifacts/spark"


def spark_job(context: dg.AssetExecutionContext, script: str) -> dict:
    """The start_job_run parameters shared by every Spark asset."""
    return {
        "applicationId": "00fabc123def4567",
        "executionRoleArn": "arn:aws:iam::123456789012:role/emr-serverless-job-role",
        "clientToken": f"{context.run.run_id}-{script}",
        "jobDriver": {
            "sparkSubmit": {
                "entryPoint": f"{SCRIPTS}/{script}",
                "sparkSubmitParameters": (
                    f"--conf spark.archives={SCRIPTS}/pyspark_env.tar.gz#environment"
                    " --conf spark.emr-serverless.driverEnv.PYSPARK_PYTHON=./environment/bin/python"
                ),
            }
        },
        "configurationOverrides": {
            "monitoringConfiguration": {"cloudWatchLoggingConfiguration": {"enabled": True}}
        },
    }


@dg.asset
def clean_events(
    context: dg.AssetExecutionContext,
    emr_serverless: PipesEMRServerlessClient,
) -> dg.MaterializeResult:
    # The Spark code now lives in clean_events.py; it reports where it wrote the data.
    return emr_serverless.run(
        context=context,
        start_job_run_params=spark_job(context, "clean_events.py"),
    ).get_materialize_result()


@dg.asset(deps=[clean_events])
def daily_event_counts(
    context: dg.AssetExecutionContext,
    emr_serverless: PipesEMRServerlessClient,
) -> dg.MaterializeResult:
    # Without an I/O manager, look up the path that the upstream job reported.
    event = context.instance.get_latest_materialization_event(clean_events.key)
    if event is None or event.asset_materialization is None:
        raise dg.Failure("Materialize clean_events first.")
    input_path = event.asset_materialization.metadata["path"].value

    return emr_serverless.run(
        context=context,
        start_job_run_params=spark_job(context, "daily_event_counts.py"),
        extras={"input_path": input_path},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[clean_events, daily_event_counts],
    resources={"emr_serverless": PipesEMRServerlessClient()},
)
