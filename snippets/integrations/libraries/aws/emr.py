import boto3
import dagster as dg
from dagster_aws.pipes import PipesEMRServerlessClient


@dg.asset(kinds={"emr", "spark"})
def weekly_churn_features(
    context: dg.AssetExecutionContext,
    pipes_emr_serverless: PipesEMRServerlessClient,
) -> dg.MaterializeResult:
    return pipes_emr_serverless.run(
        context=context,
        start_job_run_params={
            "applicationId": "00fq7example9",
            "executionRoleArn": "arn:aws:iam::111122223333:role/churn-features-job",
            "clientToken": context.run.run_id,
            "jobDriver": {
                "sparkSubmit": {
                    "entryPoint": "s3://acme-ml-code/churn/build_features.py",
                }
            },
        },
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[weekly_churn_features],
    resources={
        "pipes_emr_serverless": PipesEMRServerlessClient(
            client=boto3.client("emr-serverless", region_name="us-west-2"),
        )
    },
)
