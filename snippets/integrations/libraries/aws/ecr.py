import boto3
import dagster as dg
from dagster_aws.ecr import ECRPublicResource


@dg.asset
def published_image_tags() -> dg.MaterializeResult:
    # The ECR Public API is served from us-east-1, whichever region your images are used in.
    client = boto3.client("ecr-public", region_name="us-east-1")
    response = client.describe_images(repositoryName="acme/forecasting-runtime")
    tags = sorted(
        tag for image in response["imageDetails"] for tag in image.get("imageTags", [])
    )
    return dg.MaterializeResult(metadata={"tags": ", ".join(tags), "image_count": len(tags)})


@dg.asset
def ecr_public_token_check(ecr_public: ECRPublicResource) -> dg.MaterializeResult:
    # get_client() returns a small wrapper, not a boto3 client; its only method
    # returns the ECR Public authorization token.
    token = ecr_public.get_client().get_login_password()
    return dg.MaterializeResult(metadata={"token_received": bool(token)})


defs = dg.Definitions(
    assets=[published_image_tags, ecr_public_token_check],
    resources={"ecr_public": ECRPublicResource()},
)
