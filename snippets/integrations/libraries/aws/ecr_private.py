import boto3
import dagster as dg


@dg.asset
def forecasting_image_digests() -> dg.MaterializeResult:
    # ECRPublicResource covers ECR Public only; use a boto3 "ecr" client for private registries.
    ecr = boto3.client("ecr", region_name="us-east-1")
    images = ecr.describe_images(repositoryName="forecasting-runtime")["imageDetails"]
    return dg.MaterializeResult(metadata={"images": len(images)})
