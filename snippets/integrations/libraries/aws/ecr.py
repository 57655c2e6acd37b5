import dagster as dg
from dagster_aws.ecr import ECRPublicResource


@dg.asset
def published_image_tags(ecr_public: ECRPublicResource) -> dg.MaterializeResult:
    client = ecr_public.get_client()
    response = client.describe_images(repositoryName="acme/forecasting-runtime")
    tags = sorted(
        tag for image in response["imageDetails"] for tag in image.get("imageTags", [])
    )
    return dg.MaterializeResult(metadata={"tags": ", ".join(tags), "image_count": len(tags)})


defs = dg.Definitions(
    assets=[published_image_tags],
    resources={"ecr_public": ECRPublicResource()},
)
